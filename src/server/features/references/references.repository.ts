import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import {
  documentTemplates,
  families,
  familyReferences,
  householdMembers,
  referenceLinks,
} from '../../db/schema';

export type ReferenceRow = typeof familyReferences.$inferSelect;
type NewReference = typeof familyReferences.$inferInsert;

/** The questionnaire new requests use: the active reference template (the newest, should staff add another). */
export async function activeQuestionnaire(db: Conn) {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.templateType, 'reference_form'), eq(documentTemplates.isActive, true)))
    .orderBy(desc(documentTemplates.updatedAt))
    .limit(1);
  return row;
}

export async function findTemplate(db: Conn, templateId: string | null) {
  if (!templateId) return undefined;
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.id, templateId));
  return row;
}

/** What a reference's e-mails and PDF name of the family: the primary applicant, its language and case. */
export async function familyOf(db: Conn, familyId: string) {
  const [row] = await db
    .select({
      caseNumber: families.caseNumber,
      language: families.preferredLanguage,
      contactName: families.primaryContactName,
      applicantName: sql<string | null>`(select ${householdMembers.name} from ${householdMembers}
        where ${householdMembers.familyId} = ${families.id} and ${householdMembers.role} = 'primary_applicant'
        order by ${householdMembers.createdAt} limit 1)`,
    })
    .from(families)
    .where(eq(families.id, familyId));
  if (!row) throw new Error('the reference has no family');
  return {
    caseNumber: row.caseNumber,
    language: row.language,
    applicantName: row.applicantName ?? row.contactName,
  };
}

export async function familyReferencesOf(db: Conn, familyId: string): Promise<ReferenceRow[]> {
  return db
    .select()
    .from(familyReferences)
    .where(eq(familyReferences.familyId, familyId))
    .orderBy(asc(familyReferences.createdAt));
}

export async function openRequestsOf(db: Conn, familyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(familyReferences)
    .where(
      and(
        eq(familyReferences.familyId, familyId),
        isNull(familyReferences.completedAt),
        isNull(familyReferences.cancelledAt),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the family has an open request to this address already. */
export async function hasOpenRequestTo(db: Conn, familyId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: familyReferences.id })
    .from(familyReferences)
    .where(
      and(
        eq(familyReferences.familyId, familyId),
        sql`lower(${familyReferences.email}) = lower(${email})`,
        isNull(familyReferences.completedAt),
        isNull(familyReferences.cancelledAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One family's reference; another family's is undefined. */
export async function findReference(db: Conn, familyId: string, referenceId: string) {
  const [row] = await db
    .select()
    .from(familyReferences)
    .where(and(eq(familyReferences.id, referenceId), eq(familyReferences.familyId, familyId)));
  return row;
}

/** One family's reference, locked for the change at hand; another family's is undefined. */
export async function lockReference(db: Conn, familyId: string, referenceId: string) {
  const [row] = await db
    .select()
    .from(familyReferences)
    .where(and(eq(familyReferences.id, referenceId), eq(familyReferences.familyId, familyId)))
    .for('update');
  return row;
}

export async function insertReference(db: Conn, values: NewReference): Promise<ReferenceRow> {
  const [row] = await db.insert(familyReferences).values(values).returning();
  if (!row) throw new Error('the reference was not inserted');
  return row;
}

export async function updateReference(
  db: Conn,
  referenceId: string,
  values: Partial<NewReference>,
): Promise<ReferenceRow> {
  const [row] = await db
    .update(familyReferences)
    .set(values)
    .where(eq(familyReferences.id, referenceId))
    .returning();
  if (!row) throw new Error('the reference was not updated');
  return row;
}

export async function insertLink(db: Conn, values: typeof referenceLinks.$inferInsert) {
  await db.insert(referenceLinks).values(values);
}

/** The open reference a live link opens, locked; a link expired, or of a settled request, opens nothing. */
export async function lockByLink(db: Conn, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ reference: familyReferences })
    .from(referenceLinks)
    .innerJoin(familyReferences, eq(familyReferences.id, referenceLinks.referenceId))
    .where(
      and(
        eq(referenceLinks.tokenHash, tokenHash),
        gt(referenceLinks.expiresAt, now),
        isNull(familyReferences.completedAt),
        isNull(familyReferences.cancelledAt),
      ),
    )
    .for('update', { of: familyReferences });
  return row?.reference;
}

/**
 * Claims the open requests a reminder is due for (the `reminders_sent`-th of REFERENCE_REMINDER_DAYS has
 * passed since the request), skipping rows another server holds.
 */
export async function claimDueReminders(db: Conn, dueBefore: readonly Date[], limit: number) {
  const due = dueBefore.map((before, sent) =>
    and(eq(familyReferences.remindersSent, sent), lte(familyReferences.createdAt, before)),
  );
  return db
    .select()
    .from(familyReferences)
    .where(
      and(
        isNull(familyReferences.completedAt),
        isNull(familyReferences.cancelledAt),
        sql`(${sql.join(due, sql` or `)})`,
      ),
    )
    .orderBy(asc(familyReferences.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The completed reference whose sealed file has this hash, or whose certificate page has this code. */
export async function findSealedBy(db: Conn, by: { sha256: string } | { code: string }) {
  const [row] = await db
    .select()
    .from(familyReferences)
    .where(
      'sha256' in by
        ? eq(familyReferences.sealedSha256, by.sha256)
        : eq(familyReferences.verificationCode, by.code),
    );
  return row?.completedAt ? row : undefined;
}
