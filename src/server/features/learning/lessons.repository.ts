import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { courseLessons } from '../../db/schema';

/** Lessons of a course, in order. Callers have checked that the course is live. */

export type LessonRow = typeof courseLessons.$inferSelect;
export type NewLesson = typeof courseLessons.$inferInsert;

export async function listLessons(db: Conn, courseId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.orderIndex), asc(courseLessons.createdAt));
}

export async function findLesson(db: Conn, courseId: string, lessonId: string) {
  const [row] = await db
    .select()
    .from(courseLessons)
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)));
  return row;
}

export async function lessonCount(db: Conn, courseId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId));
  return row?.total ?? 0;
}

export async function insertLessons(db: Conn, values: NewLesson[]): Promise<LessonRow[]> {
  if (values.length === 0) return [];
  return db.insert(courseLessons).values(values).returning();
}

export async function updateLesson(db: Conn, lessonId: string, values: Partial<NewLesson>) {
  const [row] = await db.update(courseLessons).set(values).where(eq(courseLessons.id, lessonId)).returning();
  return row;
}

export async function deleteLesson(db: Conn, lessonId: string) {
  await db.delete(courseLessons).where(eq(courseLessons.id, lessonId));
}

/** Sets order_index to each id's position (1..n) in one statement. */
export async function setLessonOrder(db: Conn, courseId: string, lessonIds: readonly string[]) {
  if (lessonIds.length === 0) return;
  const positions = sql.join(
    lessonIds.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${courseLessons} set order_index = ordered.position, updated_at = now()
    from (values ${positions}) as ordered(id, position)
    where ${courseLessons.id} = ordered.id and ${courseLessons.courseId} = ${courseId}`);
}

/** Titles of the course's generated lessons nobody has reviewed yet, in order. */
export async function unreviewedLessonTitles(db: Conn, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ title: courseLessons.title })
    .from(courseLessons)
    .where(and(eq(courseLessons.courseId, courseId), isNotNull(courseLessons.generatedFrom)))
    .orderBy(asc(courseLessons.orderIndex));
  return rows.map((row) => row.title);
}
