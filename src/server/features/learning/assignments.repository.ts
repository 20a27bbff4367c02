import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AssignedCourse, Assignment } from '@shared/learning/assignments.schema';
import { ASSIGNMENT_CARD_COURSES } from '@shared/learning/learning.limits';
import type { Conn } from '../../db/client';
import {
  courseAssignments,
  courseEnrollments,
  courses,
  families,
  familyDisplayNameSql,
  lessonProgress,
} from '../../db/schema';
import { containsPattern } from '../../lib/contains-pattern';
import { staffNameOf } from './courses.repository';

/** Course assignments and the families they go to. Archived courses never show. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const liveCourse = isNull(courses.archivedAt);
const familyName = sql<string>`${familyDisplayNameSql(families)}`;
const familyIdRef = sql`${sql.identifier('families')}.${sql.identifier('id')}`;

/** Contact name or family name containing the text (any case), or the exact family id. */
function familySearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (UUID.test(search)) return eq(families.id, search.toLowerCase());
  return ilike(
    sql`${families.primaryContactName} || chr(31) || coalesce(${families.familyName}, '')`,
    containsPattern(search),
  );
}

/** A family card's newest assigned courses (at most ASSIGNMENT_CARD_COURSES) as JSON, and how many in all. */
const cardCourses = sql<AssignedCourse[]>`(select coalesce(json_agg(json_build_object(
    'courseId', card.course_id, 'title', card.title, 'isRequired', card.is_required, 'dueDate', card.due_date,
    'enrollmentStatus', card.status, 'progressPercentage', coalesce(card.progress_percentage, 0))
    order by card.assigned_at desc, card.course_id), '[]'::json)
  from (select a.course_id, c.title, a.is_required, a.due_date, a.assigned_at, e.status, e.progress_percentage
    from course_assignments a
    join courses c on c.id = a.course_id and c.archived_at is null
    left join course_enrollments e on e.family_id = a.family_id and e.course_id = a.course_id
    where a.family_id = ${familyIdRef}
    order by a.assigned_at desc, a.course_id
    limit ${ASSIGNMENT_CARD_COURSES}) card)`;
const assignedCount = sql<number>`(select count(*)::int from course_assignments a
  join courses c on c.id = a.course_id and c.archived_at is null where a.family_id = ${familyIdRef})`;

export async function searchFamilies(
  db: Conn,
  { search, page, pageSize }: { search?: string | undefined; page: number; pageSize: number },
) {
  const where = familySearch(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        familyId: families.id,
        familyName,
        primaryContactName: families.primaryContactName,
        caseNumber: families.caseNumber,
        currentStep: families.currentStep,
        progressPercentage: families.progressPercentage,
        courses: cardCourses,
        assignedCount,
      })
      .from(families)
      .where(where)
      .orderBy(asc(families.primaryContactName), asc(families.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(families).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function familiesByIds(db: Conn, familyIds: readonly string[]) {
  return db
    .select({ id: families.id, name: familyName })
    .from(families)
    .where(inArray(families.id, [...familyIds]));
}

const assignmentFields = {
  id: courseAssignments.id,
  familyId: courseAssignments.familyId,
  familyName,
  courseId: courseAssignments.courseId,
  courseTitle: courses.title,
  isRequired: courseAssignments.isRequired,
  dueDate: courseAssignments.dueDate,
  assignedAt: courseAssignments.assignedAt,
  assignedByName: staffNameOf(sql`${sql.identifier('course_assignments')}.${sql.identifier('assigned_by')}`),
  enrollmentStatus: courseEnrollments.status,
};

function toAssignment(row: {
  id: string;
  familyId: string;
  familyName: string;
  courseId: string;
  courseTitle: string;
  isRequired: boolean;
  dueDate: string | null;
  assignedAt: Date;
  assignedByName: string | null;
  enrollmentStatus: Assignment['enrollmentStatus'];
}): Assignment {
  return { ...row, assignedAt: row.assignedAt.toISOString() };
}

function assignmentQuery(db: Conn, where: SQL | undefined) {
  return db
    .select(assignmentFields)
    .from(courseAssignments)
    .innerJoin(courses, and(eq(courses.id, courseAssignments.courseId), liveCourse))
    .innerJoin(families, eq(families.id, courseAssignments.familyId))
    .leftJoin(
      courseEnrollments,
      and(
        eq(courseEnrollments.familyId, courseAssignments.familyId),
        eq(courseEnrollments.courseId, courseAssignments.courseId),
      ),
    )
    .where(where);
}

export async function listAssignments(
  db: Conn,
  filters: { familyId?: string | undefined; courseId?: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    filters.familyId ? eq(courseAssignments.familyId, filters.familyId) : undefined,
    filters.courseId ? eq(courseAssignments.courseId, filters.courseId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    assignmentQuery(db, where)
      .orderBy(desc(courseAssignments.assignedAt), desc(courseAssignments.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({ total: count() })
      .from(courseAssignments)
      .innerJoin(courses, and(eq(courses.id, courseAssignments.courseId), liveCourse))
      .where(where),
  ]);
  return { rows: rows.map(toAssignment), total: total?.total ?? 0 };
}

export async function assignmentsByIds(db: Conn, ids: readonly string[]): Promise<Assignment[]> {
  if (ids.length === 0) return [];
  const rows = await assignmentQuery(db, inArray(courseAssignments.id, [...ids]));
  return rows.map(toAssignment);
}

/** New assignments only: a family that already has the course keeps its assignment as it is. */
export async function insertAssignments(
  db: Conn,
  values: {
    familyId: string;
    courseId: string;
    assignedBy: string;
    dueDate: string | null;
    isRequired: boolean;
    assignedAt: Date;
  }[],
) {
  return db
    .insert(courseAssignments)
    .values(values)
    .onConflictDoNothing({ target: [courseAssignments.familyId, courseAssignments.courseId] })
    .returning({ id: courseAssignments.id, familyId: courseAssignments.familyId });
}

/** The families' enrollments in the course; one they already have is kept. */
export async function ensureEnrollments(db: Conn, courseId: string, familyIds: readonly string[], at: Date) {
  if (familyIds.length === 0) return;
  await db
    .insert(courseEnrollments)
    .values(
      familyIds.map((familyId) => ({ familyId, courseId, status: 'enrolled' as const, enrolledAt: at })),
    )
    .onConflictDoNothing({ target: [courseEnrollments.familyId, courseEnrollments.courseId] });
}

export async function deleteAssignment(db: Conn, familyId: string, courseId: string) {
  const [row] = await db
    .delete(courseAssignments)
    .where(and(eq(courseAssignments.familyId, familyId), eq(courseAssignments.courseId, courseId)))
    .returning({ id: courseAssignments.id });
  return row;
}

/** Removes the family's enrollment in the course only if nothing was started in it. */
export async function deleteUnstartedEnrollment(db: Conn, familyId: string, courseId: string) {
  await db
    .delete(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.familyId, familyId),
        eq(courseEnrollments.courseId, courseId),
        eq(courseEnrollments.status, 'enrolled'),
        sql`not exists (select 1 from ${lessonProgress} where ${lessonProgress.enrollmentId} = ${sql.identifier('course_enrollments')}.${sql.identifier('id')})`,
      ),
    );
}
