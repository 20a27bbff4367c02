import { and, asc, count, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Conn, Tx } from '../../db/client';
import { jsonArray, jsonObject, type JsonRow } from '../../db/json';
import { jsonRowSchema } from '../../db/json-schema';
import {
  courseAssignments,
  courseCertificates,
  courseEnrollmentRequests,
  courseEnrollments,
  courseLessons,
  courses,
  lessonProgress,
  quizAttempts,
  type QuizAttemptAnswer,
} from '../../db/schema';

/** What a course card shows of its course, in the learner's enrollments and in the catalog alike. */
const courseCardFields = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  difficultyLevel: courses.difficultyLevel,
  durationMinutes: courses.durationMinutes,
  audience: courses.audience,
  translations: courses.translations,
};

const enrolledCourseFields = {
  ...courseCardFields,
  isPublished: courses.isPublished,
  archivedAt: courses.archivedAt,
};

/** An enrollment's own fields, its assignment's and its certificate's: everything but the course. */
const enrollmentOwnFields = {
  id: courseEnrollments.id,
  status: courseEnrollments.status,
  progressPercentage: courseEnrollments.progressPercentage,
  currentLessonId: courseEnrollments.currentLessonId,
  startedAt: courseEnrollments.startedAt,
  completedAt: courseEnrollments.completedAt,
  enrolledAt: courseEnrollments.enrolledAt,
  isRequired: courseAssignments.isRequired,
  dueDate: courseAssignments.dueDate,
  certificateId: courseCertificates.certificateId,
};

const enrollmentFields = { ...enrollmentOwnFields, course: enrolledCourseFields };

function enrollmentQuery(db: Conn) {
  return db
    .select(enrollmentFields)
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .leftJoin(
      courseAssignments,
      and(
        eq(courseAssignments.familyId, courseEnrollments.familyId),
        eq(courseAssignments.courseId, courseEnrollments.courseId),
      ),
    )
    .leftJoin(courseCertificates, eq(courseCertificates.enrollmentId, courseEnrollments.id));
}

/** One of the family's enrollments; undefined for another family's (the caller answers 404). */
export async function findEnrollment(db: Conn, familyId: string, enrollmentId: string) {
  const [row] = await enrollmentQuery(db).where(
    and(eq(courseEnrollments.id, enrollmentId), eq(courseEnrollments.familyId, familyId)),
  );
  return row;
}

const taskEnrollmentFields = {
  id: courseEnrollments.id,
  courseId: courses.id,
  courseTitle: courses.title,
  courseTranslations: courses.translations,
  status: courseEnrollments.status,
  progressPercentage: courseEnrollments.progressPercentage,
  isRequired: courseAssignments.isRequired,
  dueDate: courseAssignments.dueDate,
};
export type TaskEnrollmentJson = JsonRow<typeof taskEnrollmentFields>;
export const TaskEnrollmentJsonSchema = jsonRowSchema(taskEnrollmentFields);

/**
 * The family's unfinished enrollments in live courses that staff made required or gave a due date, as one
 * JSON array (`TaskEnrollmentJson[]`) to embed in a read's statement: what courseTasks() makes tasks of.
 */
export function openCourseTasksJson(familyId: SQL): SQL {
  return jsonArray(
    taskEnrollmentFields,
    sql`from ${courseEnrollments}
      join ${courses} on ${courses.id} = ${courseEnrollments.courseId}
      join ${courseAssignments} on ${courseAssignments.familyId} = ${courseEnrollments.familyId}
        and ${courseAssignments.courseId} = ${courseEnrollments.courseId}
      where ${courseEnrollments.familyId} = ${familyId} and ${courseEnrollments.status} <> 'completed'
        and ${courses.isPublished} and ${courses.archivedAt} is null
        and (${courseAssignments.isRequired} or ${courseAssignments.dueDate} is not null)`,
    sql`${courseAssignments.dueDate}, ${courseEnrollments.enrolledAt}, ${courseEnrollments.id}`,
  );
}

/**
 * `enrollmentFields` as JSON: the course a nested object, as in the select, and the outer-joined assignment's
 * and certificate's columns null when there is none.
 */
const journeyEnrollmentFields = {
  ...enrollmentOwnFields,
  isRequired: sql<boolean | null>`${courseAssignments.isRequired}`,
  certificateId: sql<string | null>`${courseCertificates.certificateId}`,
  course: sql<JsonRow<typeof enrolledCourseFields>>`${jsonObject(enrolledCourseFields)}`,
};
export type JourneyEnrollmentJson = JsonRow<typeof journeyEnrollmentFields>;

const catalogFields = {
  ...courseCardFields,
  learningObjectives: courses.learningObjectives,
  // Outer-joined: null when the family has no enrollment in the course, or no pending request.
  enrollmentId: sql<string | null>`${courseEnrollments.id}`,
  requestId: sql<string | null>`${courseEnrollmentRequests.id}`,
};
export type CatalogJson = JsonRow<typeof catalogFields>;

/** The schema of `learningJourneyJson`'s JSON. */
export const LearningJourneyJsonSchema = z.object({
  enrollments: z.array(
    jsonRowSchema(journeyEnrollmentFields, {
      isRequired: z.boolean().nullable(),
      certificateId: z.string().nullable(),
      course: jsonRowSchema(enrolledCourseFields),
    }),
  ),
  catalog: z.array(
    jsonRowSchema(catalogFields, { enrollmentId: z.string().nullable(), requestId: z.string().nullable() }),
  ),
});

/**
 * My Learning Journey's data as one JSON value (`{ enrollments: JourneyEnrollmentJson[], catalog: CatalogJson[] }`)
 * for a read's statement: the family's enrollments, newest first, with their course, assignment and
 * certificate; and the published, live courses with the family's own enrollment and pending request, newest
 * first.
 */
export function learningJourneyJson(familyId: SQL): SQL {
  return sql`json_build_object(
    'enrollments', ${jsonArray(
      journeyEnrollmentFields,
      sql`from ${courseEnrollments}
        join ${courses} on ${courses.id} = ${courseEnrollments.courseId}
        left join ${courseAssignments} on ${courseAssignments.familyId} = ${courseEnrollments.familyId}
          and ${courseAssignments.courseId} = ${courseEnrollments.courseId}
        left join ${courseCertificates} on ${courseCertificates.enrollmentId} = ${courseEnrollments.id}
        where ${courseEnrollments.familyId} = ${familyId}`,
      sql`${courseEnrollments.enrolledAt} desc, ${courseEnrollments.id}`,
    )},
    'catalog', ${jsonArray(
      catalogFields,
      sql`from ${courses}
        left join ${courseEnrollments} on ${courseEnrollments.courseId} = ${courses.id}
          and ${courseEnrollments.familyId} = ${familyId}
        left join ${courseEnrollmentRequests} on ${courseEnrollmentRequests.courseId} = ${courses.id}
          and ${courseEnrollmentRequests.familyId} = ${familyId} and ${courseEnrollmentRequests.status} = 'pending'
        where ${courses.isPublished} and ${courses.archivedAt} is null`,
      sql`${courses.createdAt} desc, ${courses.id}`,
    )})`;
}

/** A course a family may ask to join (published and live). */
export async function findCatalogCourse(db: Conn, courseId: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true), isNull(courses.archivedAt)));
  return row;
}

/** Inserts a pending request; false when one is already pending (the partial unique index). */
export async function insertEnrollmentRequest(tx: Tx, familyId: string, courseId: string): Promise<boolean> {
  const rows = await tx
    .insert(courseEnrollmentRequests)
    .values({ familyId, courseId })
    .onConflictDoNothing()
    .returning({ id: courseEnrollmentRequests.id });
  return rows.length > 0;
}

export async function hasEnrollment(db: Conn, familyId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.familyId, familyId), eq(courseEnrollments.courseId, courseId)));
  return Boolean(row);
}

/** The course's lessons in order, each with whether this enrollment completed it. */
export async function listLessonsWithProgress(db: Conn, courseId: string, enrollmentId: string) {
  return db
    .select({
      id: courseLessons.id,
      title: courseLessons.title,
      translations: courseLessons.translations,
      lessonType: courseLessons.lessonType,
      durationMinutes: courseLessons.durationMinutes,
      orderIndex: courseLessons.orderIndex,
      completed: sql<boolean>`coalesce(${lessonProgress.status} = 'completed', false)`,
    })
    .from(courseLessons)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, courseLessons.id), eq(lessonProgress.enrollmentId, enrollmentId)),
    )
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.orderIndex), asc(courseLessons.createdAt));
}

export async function findProgress(db: Conn, enrollmentId: string, lessonId: string) {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.enrollmentId, enrollmentId), eq(lessonProgress.lessonId, lessonId)));
  return row;
}

/** Starts the lesson's clock the first time it is shown (an in-progress row); later views keep it. */
export async function markLessonShown(db: Conn, enrollmentId: string, lessonId: string, at: Date) {
  await db
    .insert(lessonProgress)
    .values({ enrollmentId, lessonId, status: 'in_progress', createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/** Records the lesson as completed (once: a second completion keeps the first record). */
export async function completeLesson(
  tx: Tx,
  values: { enrollmentId: string; lessonId: string; at: Date; minutes: number; score: number | null },
) {
  await tx
    .insert(lessonProgress)
    .values({
      enrollmentId: values.enrollmentId,
      lessonId: values.lessonId,
      status: 'completed',
      completedAt: values.at,
      timeSpentMinutes: values.minutes,
      score: values.score,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.enrollmentId, lessonProgress.lessonId],
      set: {
        status: 'completed',
        completedAt: values.at,
        timeSpentMinutes: values.minutes,
        score: values.score,
      },
      setWhere: sql`${lessonProgress.status} <> 'completed'`,
    });
}

export async function updateEnrollment(
  tx: Tx,
  enrollmentId: string,
  values: Partial<typeof courseEnrollments.$inferInsert>,
) {
  await tx.update(courseEnrollments).set(values).where(eq(courseEnrollments.id, enrollmentId));
}

/** Locks the enrollment row, so concurrent completions and attempts are counted one after another. */
export async function lockEnrollment(tx: Tx, enrollmentId: string) {
  await tx
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.id, enrollmentId))
    .for('update');
}

/** How many attempts were made and the best score so far. */
export async function attemptStats(db: Conn, enrollmentId: string, lessonId: string) {
  const [row] = await db
    .select({ used: count(), best: max(quizAttempts.score) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.enrollmentId, enrollmentId), eq(quizAttempts.lessonId, lessonId)));
  return { used: row?.used ?? 0, best: row?.best ?? null };
}

export async function insertAttempt(
  tx: Tx,
  values: {
    enrollmentId: string;
    lessonId: string;
    attemptNumber: number;
    score: number;
    answers: QuizAttemptAnswer[];
    at: Date;
  },
) {
  await tx.insert(quizAttempts).values({ ...values, submittedAt: values.at });
}

export async function findCertificate(db: Conn, enrollmentId: string) {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(eq(courseCertificates.enrollmentId, enrollmentId));
  return row;
}

export async function findCertificateById(db: Conn, certificateId: string) {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(eq(courseCertificates.certificateId, certificateId));
  return row;
}

/**
 * Issues the enrollment's certificate unless it has one; undefined when one was issued before (an issued
 * certificate is never changed).
 */
export async function insertCertificate(
  tx: Tx,
  values: {
    certificateId: string;
    enrollmentId: string;
    familyId: string;
    recipientName: string;
    courseTitle: string;
  },
) {
  const [row] = await tx
    .insert(courseCertificates)
    .values(values)
    .onConflictDoNothing({ target: courseCertificates.enrollmentId })
    .returning();
  return row;
}
