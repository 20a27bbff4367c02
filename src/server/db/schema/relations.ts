/**
 * Drizzle relations for `db.query.*.findMany({ with: … })`, e.g. enrollments with their course
 * (spec 02 §7 "select by family with course"). They add no SQL and no constraints.
 */
import { relations } from 'drizzle-orm';
import { profiles, users } from './auth';
import { conversationMessages, conversationSessions } from './conversation';
import { familyDocuments } from './documents';
import { backgroundChecks, families, familyAppointments, familyTraining, householdMembers } from './families';
import { familySupportStaff, familyTasks } from './family-team';
import {
  courseAssignments,
  courseEnrollments,
  courseImports,
  courseLessons,
  courses,
  lessonProgress,
} from './learning';
import { documentSignatures, documentTemplates, formSubmissions } from './signing';

export const familiesRelations = relations(families, ({ one, many }) => ({
  householdMembers: many(householdMembers),
  documents: many(familyDocuments),
  training: one(familyTraining, { fields: [families.id], references: [familyTraining.familyId] }),
  backgroundChecks: many(backgroundChecks),
  appointments: many(familyAppointments),
  tasks: many(familyTasks),
  supportStaff: many(familySupportStaff),
  enrollments: many(courseEnrollments),
  assignments: many(courseAssignments),
}));

export const householdMembersRelations = relations(householdMembers, ({ one, many }) => ({
  family: one(families, { fields: [householdMembers.familyId], references: [families.id] }),
  documents: many(familyDocuments),
}));

export const familyTrainingRelations = relations(familyTraining, ({ one }) => ({
  family: one(families, { fields: [familyTraining.familyId], references: [families.id] }),
}));

export const backgroundChecksRelations = relations(backgroundChecks, ({ one }) => ({
  family: one(families, { fields: [backgroundChecks.familyId], references: [families.id] }),
}));

export const familyAppointmentsRelations = relations(familyAppointments, ({ one }) => ({
  family: one(families, { fields: [familyAppointments.familyId], references: [families.id] }),
}));

export const familyTasksRelations = relations(familyTasks, ({ one }) => ({
  family: one(families, { fields: [familyTasks.familyId], references: [families.id] }),
  assignedByUser: one(users, { fields: [familyTasks.assignedBy], references: [users.id] }),
  assignedByProfile: one(profiles, { fields: [familyTasks.assignedBy], references: [profiles.id] }),
}));

export const familySupportStaffRelations = relations(familySupportStaff, ({ one }) => ({
  family: one(families, { fields: [familySupportStaff.familyId], references: [families.id] }),
  user: one(users, { fields: [familySupportStaff.userId], references: [users.id] }),
  profile: one(profiles, { fields: [familySupportStaff.userId], references: [profiles.id] }),
}));

export const familyDocumentsRelations = relations(familyDocuments, ({ one, many }) => ({
  family: one(families, { fields: [familyDocuments.familyId], references: [families.id] }),
  householdMember: one(householdMembers, {
    fields: [familyDocuments.householdMemberId],
    references: [householdMembers.id],
  }),
  submission: one(formSubmissions, {
    fields: [familyDocuments.id],
    references: [formSubmissions.documentId],
  }),
  signatures: many(documentSignatures),
}));

export const documentTemplatesRelations = relations(documentTemplates, ({ many }) => ({
  submissions: many(formSubmissions),
}));

export const formSubmissionsRelations = relations(formSubmissions, ({ one }) => ({
  document: one(familyDocuments, { fields: [formSubmissions.documentId], references: [familyDocuments.id] }),
  template: one(documentTemplates, {
    fields: [formSubmissions.templateId],
    references: [documentTemplates.id],
  }),
}));

export const documentSignaturesRelations = relations(documentSignatures, ({ one }) => ({
  document: one(familyDocuments, {
    fields: [documentSignatures.documentId],
    references: [familyDocuments.id],
  }),
}));

export const coursesRelations = relations(courses, ({ many }) => ({
  lessons: many(courseLessons),
  enrollments: many(courseEnrollments),
  assignments: many(courseAssignments),
  imports: many(courseImports),
}));

export const courseLessonsRelations = relations(courseLessons, ({ one }) => ({
  course: one(courses, { fields: [courseLessons.courseId], references: [courses.id] }),
}));

export const courseEnrollmentsRelations = relations(courseEnrollments, ({ one, many }) => ({
  family: one(families, { fields: [courseEnrollments.familyId], references: [families.id] }),
  course: one(courses, { fields: [courseEnrollments.courseId], references: [courses.id] }),
  currentLesson: one(courseLessons, {
    fields: [courseEnrollments.currentLessonId],
    references: [courseLessons.id],
  }),
  lessonProgress: many(lessonProgress),
}));

export const courseAssignmentsRelations = relations(courseAssignments, ({ one }) => ({
  family: one(families, { fields: [courseAssignments.familyId], references: [families.id] }),
  course: one(courses, { fields: [courseAssignments.courseId], references: [courses.id] }),
}));

export const lessonProgressRelations = relations(lessonProgress, ({ one }) => ({
  enrollment: one(courseEnrollments, {
    fields: [lessonProgress.enrollmentId],
    references: [courseEnrollments.id],
  }),
  lesson: one(courseLessons, { fields: [lessonProgress.lessonId], references: [courseLessons.id] }),
}));

export const courseImportsRelations = relations(courseImports, ({ one }) => ({
  course: one(courses, { fields: [courseImports.courseId], references: [courses.id] }),
}));

export const conversationSessionsRelations = relations(conversationSessions, ({ many }) => ({
  messages: many(conversationMessages),
}));

export const conversationMessagesRelations = relations(conversationMessages, ({ one }) => ({
  session: one(conversationSessions, {
    fields: [conversationMessages.sessionId],
    references: [conversationSessions.id],
  }),
}));
