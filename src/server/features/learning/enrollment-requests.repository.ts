import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { EnrollmentRequest } from '@shared/learning/assignments.schema';
import type { EnrollmentRequestStatus } from '@shared/learning/learning-vocabulary';
import type { Conn } from '../../db/client';
import { courseEnrollmentRequests, courses, families, familyDisplayNameSql } from '../../db/schema';
import { staffNameOf } from './courses.repository';

/** Families' requests to join a course (issue 14 writes them); requests for archived courses never show. */

const requestFields = {
  id: courseEnrollmentRequests.id,
  familyId: courseEnrollmentRequests.familyId,
  familyName: sql<string>`${familyDisplayNameSql(families)}`,
  primaryContactName: families.primaryContactName,
  courseId: courseEnrollmentRequests.courseId,
  courseTitle: courses.title,
  courseIsPublished: courses.isPublished,
  status: courseEnrollmentRequests.status,
  requestedAt: courseEnrollmentRequests.requestedAt,
  decidedAt: courseEnrollmentRequests.decidedAt,
  decidedByName: staffNameOf(
    sql`${sql.identifier('course_enrollment_requests')}.${sql.identifier('decided_by')}`,
  ),
  declineReason: courseEnrollmentRequests.declineReason,
};

export type EnrollmentRequestRow = Awaited<ReturnType<typeof requestQuery>>[number];

function requestQuery(db: Conn) {
  return db
    .select(requestFields)
    .from(courseEnrollmentRequests)
    .innerJoin(courses, and(eq(courses.id, courseEnrollmentRequests.courseId), isNull(courses.archivedAt)))
    .innerJoin(families, eq(families.id, courseEnrollmentRequests.familyId));
}

export function toEnrollmentRequest({
  courseIsPublished: _published,
  ...row
}: EnrollmentRequestRow): EnrollmentRequest {
  return {
    ...row,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function listRequests(
  db: Conn,
  { status, page, pageSize }: { status: EnrollmentRequestStatus; page: number; pageSize: number },
) {
  const where = eq(courseEnrollmentRequests.status, status);
  const order =
    status === 'pending'
      ? [asc(courseEnrollmentRequests.requestedAt), asc(courseEnrollmentRequests.id)]
      : [desc(courseEnrollmentRequests.decidedAt), desc(courseEnrollmentRequests.id)];
  const [rows, [total]] = await Promise.all([
    requestQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(courseEnrollmentRequests)
      .innerJoin(courses, and(eq(courses.id, courseEnrollmentRequests.courseId), isNull(courses.archivedAt)))
      .where(where),
  ]);
  return { rows: rows.map(toEnrollmentRequest), total: total?.total ?? 0 };
}

/** The request, locked for its decision. */
export async function lockRequest(db: Conn, requestId: string) {
  const [row] = await requestQuery(db).where(eq(courseEnrollmentRequests.id, requestId)).for('update', {
    of: courseEnrollmentRequests,
  });
  return row;
}

export async function decideRequest(
  db: Conn,
  requestId: string,
  decision: {
    status: 'approved' | 'declined';
    decidedBy: string;
    decidedAt: Date;
    declineReason: string | null;
  },
) {
  await db.update(courseEnrollmentRequests).set(decision).where(eq(courseEnrollmentRequests.id, requestId));
}

export async function findRequest(db: Conn, requestId: string) {
  const [row] = await requestQuery(db).where(eq(courseEnrollmentRequests.id, requestId));
  return row && toEnrollmentRequest(row);
}
