import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseEnrollments, courses, documentCounters, families } from '../../db/schema';

/** All the summary-card counts, one small statement per table, run side by side. */
export async function summaryCounts(db: Db, applicationSteps: readonly number[], monthStart: Date) {
  const [familyRow, documentRow, courseRow, completionRow] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${families.status} = 'active')`.mapWith(Number),
        applications:
          sql<number>`count(*) filter (where ${families.status} = 'active' and ${inArray(families.currentStep, [...applicationSteps])})`.mapWith(
            Number,
          ),
      })
      .from(families),
    // Kept exact by a trigger (migration 0007): 16 rows to add up instead of every document to count.
    db
      .select({
        total: sql<number>`coalesce(sum(${documentCounters.total}), 0)`.mapWith(Number),
        pending: sql<number>`coalesce(sum(${documentCounters.submitted}), 0)`.mapWith(Number),
        failed: sql<number>`coalesce(sum(${documentCounters.failed}), 0)`.mapWith(Number),
      })
      .from(documentCounters),
    db.select({ total: count() }).from(courses),
    db
      .select({ total: count() })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.status, 'completed'), gte(courseEnrollments.completedAt, monthStart))),
  ]);
  return {
    totalFamilies: familyRow[0]?.total ?? 0,
    activeFamilies: familyRow[0]?.active ?? 0,
    pendingApplications: familyRow[0]?.applications ?? 0,
    documents: documentRow[0]?.total ?? 0,
    pendingDocuments: documentRow[0]?.pending ?? 0,
    failedDocuments: documentRow[0]?.failed ?? 0,
    trainingCourses: courseRow[0]?.total ?? 0,
    completionsThisMonth: completionRow[0]?.total ?? 0,
  };
}
