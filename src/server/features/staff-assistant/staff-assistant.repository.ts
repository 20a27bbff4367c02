import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Conn, queryRows } from '../../db/client';
import {
  auditLog,
  conversationMessages,
  conversationSessions,
  courseAssignments,
  courseEnrollments,
  courses,
  familyCounts,
  familyDisplayNameSql,
  familyDocuments,
  families,
} from '../../db/schema';
import { containsPattern } from '../../lib/contains-pattern';

/** The staff assistant's reads (every one a single statement) and its conversation rows. */

const familyName = sql<string>`${familyDisplayNameSql(families)}`;

/**
 * The staff Documents list's counts (what families handed in, submitted_at set) under its "submitted",
 * "failed processing" and "Expiring soon" filters, and when the oldest waiting one was handed in.
 */
export async function documentFigures(db: Conn, expiringBy: string) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${familyDocuments.status} = 'submitted')`.mapWith(Number),
      oldestWaiting: sql<
        string | null
      >`min(${familyDocuments.submittedAt}) filter (where ${familyDocuments.status} = 'submitted')`,
      failed: sql<number>`count(*) filter (where ${familyDocuments.processingStatus} = 'failed')`.mapWith(
        Number,
      ),
      expiring: sql<number>`count(*) filter (where (${familyDocuments.status} = 'approved'
        and ${familyDocuments.expiresOn} <= ${expiringBy}::date) or ${familyDocuments.status} = 'expired')`.mapWith(
        Number,
      ),
    })
    .from(familyDocuments)
    .where(sql`${familyDocuments.submittedAt} is not null`);
  return row ?? { waiting: 0, oldestWaiting: null, failed: 0, expiring: 0 };
}

/** Active families per step (the trigger-kept counters of the staff dashboard). */
export async function activeFamiliesByStep(db: Conn) {
  return db
    .select({
      step: familyCounts.currentStep,
      families: sql<number>`sum(${familyCounts.families})`.mapWith(Number),
    })
    .from(familyCounts)
    .where(eq(familyCounts.status, 'active'))
    .groupBy(familyCounts.currentStep)
    .orderBy(asc(familyCounts.currentStep));
}

/**
 * When a family entered its current step: Haven's last recorded step move, else the day its previous step was
 * signed off (that step's latest approval, as the journey dates it), else its start date.
 */
const enteredStepAt = sql`coalesce(
  (select max(${auditLog.at}) from ${auditLog}
    where ${auditLog.familyId} = ${families.id} and ${auditLog.action} = 'family.step_moved'),
  (select max(coalesce(${familyDocuments.approvedAt}, ${familyDocuments.submittedAt})) from ${familyDocuments}
    where ${familyDocuments.familyId} = ${families.id} and ${familyDocuments.stepId} = ${families.currentStep} - 1),
  ${families.startDate}::timestamptz)`;

const FamilyInStepJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  caseNumber: z.string(),
  enteredAt: z.string(),
});
export type FamilyInStepJson = z.infer<typeof FamilyInStepJsonSchema>;

/** Active families on `step` that entered it before `enteredBefore`, longest waiting first (at most `limit`). */
export async function familiesInStepSince(db: Conn, step: number, enteredBefore: Date, limit: number) {
  const [row] = await queryRows(
    db,
    z.object({ total: z.number(), families: z.array(FamilyInStepJsonSchema) }),
    sql`with waiting as (
        select ${families.id} as id, ${familyName} as name, ${families.caseNumber} as case_number,
          ${enteredStepAt} as entered_at
        from ${families}
        where ${families.status} = 'active' and ${families.currentStep} = ${step})
      select (select count(*)::int from waiting where entered_at < ${enteredBefore.toISOString()}::timestamptz) as total,
        (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'caseNumber', case_number,
           'enteredAt', entered_at) order by entered_at, id), '[]'::json)
         from (select * from waiting where entered_at < ${enteredBefore.toISOString()}::timestamptz
           order by entered_at, id limit ${limit}) listed) as families`,
  );
  return row ?? { total: 0, families: [] };
}

/** Families whose name, contact or case number contains one of the prefixes (the fuzzy match ranks them). */
export async function familyCandidates(db: Conn, prefixes: readonly string[], asked: string, limit: number) {
  const patterns = prefixes.map(
    (p) => sql`(${familyName} || ' ' || ${families.primaryContactName}) ilike ${containsPattern(p)}`,
  );
  return db
    .select({
      id: families.id,
      name: familyName,
      primaryContactName: families.primaryContactName,
      caseNumber: families.caseNumber,
    })
    .from(families)
    .where(sql.join([sql`lower(${families.caseNumber}) = ${asked.toLowerCase()}`, ...patterns], sql` or `))
    .orderBy(asc(families.id))
    .limit(limit);
}

const OverdueCourseJsonSchema = z.object({
  familyId: z.string(),
  familyName: z.string(),
  courseTitle: z.string(),
  dueDate: z.string(),
});
export type OverdueCourseJson = z.infer<typeof OverdueCourseJsonSchema>;

/** Required assignments of live courses whose due date has passed and whose enrollment is not completed. */
export async function overdueRequiredCourses(db: Conn, today: string, limit: number) {
  const overdue = sql`from ${courseAssignments}
    join ${courses} on ${courses.id} = ${courseAssignments.courseId} and ${courses.archivedAt} is null
    join ${families} on ${families.id} = ${courseAssignments.familyId}
    left join ${courseEnrollments} on ${courseEnrollments.familyId} = ${courseAssignments.familyId}
      and ${courseEnrollments.courseId} = ${courseAssignments.courseId}
    where ${courseAssignments.isRequired} and ${courseAssignments.dueDate} < ${today}::date
      and ${families.status} = 'active'
      and (${courseEnrollments.status} is null or ${courseEnrollments.status} <> 'completed')`;
  const [row] = await queryRows(
    db,
    z.object({ total: z.number(), families: z.number(), items: z.array(OverdueCourseJsonSchema) }),
    sql`select (select count(*)::int ${overdue}) as total,
      (select count(distinct ${courseAssignments.familyId})::int ${overdue}) as families,
      (select coalesce(json_agg(item order by item->>'dueDate', item->>'familyName'), '[]'::json) from (
        select json_build_object('familyId', ${families.id}, 'familyName', ${familyName},
          'courseTitle', ${courses.title}, 'dueDate', ${courseAssignments.dueDate}) as item
        ${overdue} order by ${courseAssignments.dueDate}, ${families.id} limit ${limit}) listed) as items`,
  );
  return row ?? { total: 0, families: 0, items: [] };
}

// ---- conversation rows -------------------------------------------------------------------------------

/** The asker's open staff session begun at or after `since` (spec 01 §4: reuse within the hour). */
export async function findOpenSession(db: Conn, userId: string, since: Date) {
  const [row] = await db
    .select({ id: conversationSessions.id })
    .from(conversationSessions)
    .where(
      and(
        eq(conversationSessions.audience, 'staff'),
        eq(conversationSessions.userId, userId),
        isNull(conversationSessions.sessionEnd),
        gte(conversationSessions.sessionStart, since),
      ),
    )
    .orderBy(desc(conversationSessions.sessionStart))
    .limit(1);
  return row ?? null;
}

export async function insertSession(db: Conn, userId: string, at: Date) {
  const [row] = await db
    .insert(conversationSessions)
    .values({
      audience: 'staff',
      userId,
      familyId: null,
      languageCode: 'en',
      channel: 'ai_chatbot',
      sessionStart: at,
      lastMessageAt: at,
      initialContext: { timezone: 'America/Los_Angeles', language: 'en' },
    })
    .returning({ id: conversationSessions.id });
  if (!row) throw new Error('the staff session was not created');
  return row;
}

export type NewStaffMessage = Pick<
  typeof conversationMessages.$inferInsert,
  | 'messageType'
  | 'content'
  | 'aiModelUsed'
  | 'aiConfidenceScore'
  | 'intentDetected'
  | 'entitiesExtracted'
  | 'contextSnapshot'
  | 'timestamp'
>;

const messageColumns = {
  id: conversationMessages.id,
  messageType: conversationMessages.messageType,
  content: conversationMessages.content,
  timestamp: conversationMessages.timestamp,
  intentDetected: conversationMessages.intentDetected,
  aiConfidenceScore: conversationMessages.aiConfidenceScore,
  aiModelUsed: conversationMessages.aiModelUsed,
  contextSnapshot: conversationMessages.contextSnapshot,
};
export type StaffMessageRow = Awaited<ReturnType<typeof sessionMessages>>[number];

/** Stores the messages of one exchange and moves the session's counters. */
export async function appendMessages(
  db: Conn,
  sessionId: string,
  userId: string,
  messages: readonly NewStaffMessage[],
  at: Date,
): Promise<StaffMessageRow[]> {
  const rows = await db
    .insert(conversationMessages)
    .values(messages.map((m) => ({ ...m, sessionId, familyId: null, authorUserId: userId })))
    .returning(messageColumns);
  await db
    .update(conversationSessions)
    .set({
      totalMessages: sql`${conversationSessions.totalMessages} + ${messages.length}`,
      lastMessageAt: at,
      finalContext: { lastIntent: messages.at(-1)?.intentDetected ?? null },
    })
    .where(eq(conversationSessions.id, sessionId));
  return rows;
}

/** The messages of a session, oldest first, only when it is this staff member's own (else none). */
export async function sessionMessages(db: Conn, sessionId: string, userId: string, limit: number) {
  const rows = await db
    .select(messageColumns)
    .from(conversationMessages)
    .innerJoin(conversationSessions, eq(conversationSessions.id, conversationMessages.sessionId))
    .where(
      and(
        eq(conversationMessages.sessionId, sessionId),
        eq(conversationSessions.userId, userId),
        eq(conversationSessions.audience, 'staff'),
      ),
    )
    .orderBy(desc(conversationMessages.timestamp), desc(conversationMessages.id))
    .limit(limit);
  return rows.reverse();
}
