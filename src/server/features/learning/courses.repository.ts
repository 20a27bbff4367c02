import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { CourseStatusFilter } from '@shared/learning/learning-vocabulary';
import type { Conn } from '../../db/client';
import { courseEnrollments, courseLessons, courses, profiles } from '../../db/schema';
import { containsPattern } from '../../lib/contains-pattern';

/** Courses: the staff list, one course, and the header counts. Archived courses are never read here. */

const live = isNull(courses.archivedAt);

/** Display name of a staff user, else their e-mail (for "created by", "assigned by" and the like). */
export const staffNameOf = (userId: SQL) =>
  sql<
    string | null
  >`(select coalesce(${profiles.displayName}, ${profiles.email}) from ${profiles} where ${profiles.id} = ${userId})`;

/** courses.id spelled with its table: drizzle leaves a single table's columns unqualified, and inside a
 * subquery an unqualified "id" would be the subquery's own. */
const courseId = sql`${sql.identifier('courses')}.${sql.identifier('id')}`;
const courseAuthor = sql`${sql.identifier('courses')}.${sql.identifier('created_by')}`;

const courseFields = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  learningObjectives: courses.learningObjectives,
  audience: courses.audience,
  difficultyLevel: courses.difficultyLevel,
  durationMinutes: courses.durationMinutes,
  contentType: courses.contentType,
  isPublished: courses.isPublished,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  createdByName: staffNameOf(courseAuthor),
  lessonCount: sql<number>`(select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courseId})`,
  enrolledCount: sql<number>`(select count(*)::int from ${courseEnrollments} where ${courseEnrollments.courseId} = ${courseId})`,
  completedCount: sql<number>`(select count(*)::int from ${courseEnrollments}
    where ${courseEnrollments.courseId} = ${courseId} and ${courseEnrollments.status} = 'completed')`,
};

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export async function findCourse(db: Conn, courseId: string) {
  const [row] = await db
    .select(courseFields)
    .from(courses)
    .where(and(eq(courses.id, courseId), live));
  return row;
}

export interface CourseListFilters {
  search?: string | undefined;
  status: CourseStatusFilter;
  page: number;
  pageSize: number;
}

export async function listCourses(db: Conn, filters: CourseListFilters) {
  const where = and(
    live,
    filters.status === 'all' ? undefined : eq(courses.isPublished, filters.status === 'published'),
    filters.search
      ? ilike(
          sql`${courses.title} || chr(31) || coalesce(${courses.description}, '')`,
          containsPattern(filters.search),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(courseFields)
      .from(courses)
      .where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The four header cards, in one statement. `monthStart` is the first instant of this month (UTC). */
export async function courseStats(db: Conn, monthStart: Date) {
  const [row] = await db
    .select({
      totalCourses: sql<number>`(select count(*)::int from ${courses} where ${live})`,
      publishedCourses: sql<number>`(select count(*)::int from ${courses} where ${live} and ${courses.isPublished})`,
      enrollments: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${courseEnrollments.status} = 'completed'))::int`,
      active: sql<number>`(count(*) filter (where ${courseEnrollments.status} <> 'completed'))::int`,
      completedThisMonth: sql<number>`(count(*) filter (where ${courseEnrollments.completedAt} >= ${monthStart.toISOString()}::timestamptz))::int`,
    })
    .from(courseEnrollments)
    .innerJoin(courses, and(eq(courses.id, courseEnrollments.courseId), live));
  return (
    row ?? {
      totalCourses: 0,
      publishedCourses: 0,
      enrollments: 0,
      completed: 0,
      active: 0,
      completedThisMonth: 0,
    }
  );
}

export type NewCourse = typeof courses.$inferInsert;

export async function insertCourse(db: Conn, values: NewCourse): Promise<string> {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  if (!row) throw new Error('course insert returned nothing');
  return row.id;
}

export async function updateCourse(db: Conn, courseId: string, values: Partial<NewCourse>) {
  await db
    .update(courses)
    .set(values)
    .where(and(eq(courses.id, courseId), live));
}

/** Enrollments of the course: with any, deleting it would erase families' history and certificates. */
export async function enrollmentCount(db: Conn, courseId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.courseId, courseId));
  return row?.total ?? 0;
}

export async function deleteCourse(db: Conn, courseId: string) {
  await db.delete(courses).where(eq(courses.id, courseId));
}

/** The course row locked for a change that depends on its lessons (generation, reorder). */
export async function lockCourse(db: Conn, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      learningObjectives: courses.learningObjectives,
      translations: courses.translations,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), live))
    .for('update');
  return row;
}

/** Published live courses by title (the Assign Course dialog's select). */
export async function publishedCourses(db: Conn) {
  return db
    .select({ id: courses.id, title: courses.title, durationMinutes: courses.durationMinutes })
    .from(courses)
    .where(and(live, eq(courses.isPublished, true)))
    .orderBy(asc(courses.title), asc(courses.id));
}
