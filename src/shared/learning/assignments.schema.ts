import { z } from 'zod';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { safeText, searchText } from '../text/safe-text';
import { ASSIGN_FAMILIES_MAX, DECLINE_REASON_MAX } from './learning.limits';
import { ENROLLMENT_REQUEST_STATUSES, ENROLLMENT_STATUSES } from './learning-vocabulary';

/**
 * Course Assignments (/api/staff/learning/assignments*, /api/staff/learning/enrollment-requests*, permission
 * assign_courses): which families take which course, and the families' requests to join one.
 */

export const EnrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES);
export const EnrollmentRequestStatusSchema = z.enum(ENROLLMENT_REQUEST_STATUSES);

export const AssignmentParamsSchema = z.object({ familyId: z.uuid(), courseId: z.uuid() });
export const EnrollmentRequestIdParamsSchema = z.object({ requestId: z.uuid() });

// ---- GET /api/staff/learning/assignments/families ---------------------------------------------------

/** Family search of the Assignments tab: contact name or family name containing the text, or an exact id. */
export const AssignmentFamiliesQuerySchema = PaginationQuerySchema.extend({ search: searchText });
export type AssignmentFamiliesQuery = z.input<typeof AssignmentFamiliesQuerySchema>;

/** One assigned course on a family card. */
export const AssignedCourseSchema = z.object({
  courseId: z.uuid(),
  title: z.string(),
  isRequired: z.boolean(),
  dueDate: z.iso.date().nullable(),
  /** The family's enrollment in it; null when there is none (an assignment made before enrollments). */
  enrollmentStatus: EnrollmentStatusSchema.nullable(),
  progressPercentage: z.number().int(),
});
export type AssignedCourse = z.infer<typeof AssignedCourseSchema>;

/** A family card: 'Step N • percent%', up to 3 courses, then '+N more courses' (moreCourses). */
export const AssignmentFamilySchema = z.object({
  familyId: z.uuid(),
  familyName: z.string(),
  primaryContactName: z.string(),
  caseNumber: z.string(),
  currentStep: z.number().int(),
  progressPercentage: z.number().int(),
  /** The newest assignments first, at most ASSIGNMENT_CARD_COURSES. */
  courses: z.array(AssignedCourseSchema),
  /** Assigned courses beyond those listed. */
  moreCourses: z.number().int(),
});
export type AssignmentFamily = z.infer<typeof AssignmentFamilySchema>;
/** Ordered by contact name. */
export const AssignmentFamilyPageSchema = pageOf(AssignmentFamilySchema);
export type AssignmentFamilyPage = z.infer<typeof AssignmentFamilyPageSchema>;

// ---- GET /api/staff/learning/assignments/courses ----------------------------------------------------

/** The Assign Course dialog's course select: published courses, by title. */
export const AssignableCourseSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  durationMinutes: z.number().int(),
});
export const AssignableCourseListSchema = z.array(AssignableCourseSchema);
export type AssignableCourse = z.infer<typeof AssignableCourseSchema>;

// ---- GET /api/staff/learning/assignments -------------------------------------------------------------

export const ListAssignmentsQuerySchema = PaginationQuerySchema.extend({
  familyId: z.uuid().optional(),
  courseId: z.uuid().optional(),
});
export type ListAssignmentsQuery = z.input<typeof ListAssignmentsQuerySchema>;

export const AssignmentSchema = z.object({
  id: z.uuid(),
  familyId: z.uuid(),
  familyName: z.string(),
  courseId: z.uuid(),
  courseTitle: z.string(),
  isRequired: z.boolean(),
  dueDate: z.iso.date().nullable(),
  assignedAt: z.iso.datetime(),
  /** The staff member who assigned it; null when that account is gone. */
  assignedByName: z.string().nullable(),
  enrollmentStatus: EnrollmentStatusSchema.nullable(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;
/** Newest first. */
export const AssignmentPageSchema = pageOf(AssignmentSchema);
export type AssignmentPage = z.infer<typeof AssignmentPageSchema>;

// ---- POST /api/staff/learning/assignments --------------------------------------------------------------

const assignmentTerms = {
  /** YYYY-MM-DD; null or absent: no due date. */
  dueDate: z.iso.date().nullable().default(null),
  /** Assignments are required unless staff say optional (spec 02 §9). */
  isRequired: z.boolean().default(true),
};

/**
 * Assign one published course to one or more families. Each family gets its enrollment (kept if it already
 * has one), a bell notification and an e-mail. A family that already has the assignment keeps it unchanged.
 */
export const AssignCourseBodySchema = z.object({
  courseId: z.uuid(),
  familyIds: z
    .array(z.uuid())
    .min(1)
    .max(ASSIGN_FAMILIES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each family once'),
  ...assignmentTerms,
});
export type AssignCourseBody = z.input<typeof AssignCourseBodySchema>;

export const AssignCourseResultSchema = z.object({
  /** New assignments, in the order of familyIds. */
  assigned: z.array(AssignmentSchema),
  /** Families that already had this course assigned (left as they were). */
  alreadyAssigned: z.array(z.uuid()),
});
export type AssignCourseResult = z.infer<typeof AssignCourseResultSchema>;

// ---- Enrollment requests ---------------------------------------------------------------------------------

export const ListEnrollmentRequestsQuerySchema = PaginationQuerySchema.extend({
  status: EnrollmentRequestStatusSchema.default('pending'),
});
export type ListEnrollmentRequestsQuery = z.input<typeof ListEnrollmentRequestsQuerySchema>;

export const EnrollmentRequestSchema = z.object({
  id: z.uuid(),
  familyId: z.uuid(),
  familyName: z.string(),
  primaryContactName: z.string(),
  courseId: z.uuid(),
  courseTitle: z.string(),
  status: EnrollmentRequestStatusSchema,
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decidedByName: z.string().nullable(),
  /** Why staff declined; shown to the family. */
  declineReason: z.string().nullable(),
});
export type EnrollmentRequest = z.infer<typeof EnrollmentRequestSchema>;
/** Oldest request first for pending, newest decision first otherwise. */
export const EnrollmentRequestPageSchema = pageOf(EnrollmentRequestSchema);
export type EnrollmentRequestPage = z.infer<typeof EnrollmentRequestPageSchema>;

/** POST …/enrollment-requests/:requestId/approve: assigns the course with these terms. */
export const ApproveEnrollmentRequestBodySchema = z.object(assignmentTerms);
export type ApproveEnrollmentRequestBody = z.input<typeof ApproveEnrollmentRequestBodySchema>;

/** POST …/enrollment-requests/:requestId/decline. */
export const DeclineEnrollmentRequestBodySchema = z.object({
  reason: safeText({ max: DECLINE_REASON_MAX, multiline: true })
    .nullable()
    .default(null)
    .transform((text) => (text ? text : null)),
});
export type DeclineEnrollmentRequestBody = z.input<typeof DeclineEnrollmentRequestBodySchema>;
