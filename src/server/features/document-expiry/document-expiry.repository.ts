import { and, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows } from '../../db/checked-rows';
import type { Tx } from '../../db/client';
import { familyDocuments } from '../../db/schema';

/** The calendar days a scan compares expiry dates with, as 'YYYY-MM-DD'. */
export interface ScanDays {
  today: string;
  /** Today + 30 and today + 60 days. */
  in30: string;
  in60: string;
}

const approved = eq(familyDocuments.status, 'approved');
const returned = {
  id: familyDocuments.id,
  familyId: familyDocuments.familyId,
  documentName: familyDocuments.documentName,
  expiresOn: familyDocuments.expiresOn,
  reminderDays: familyDocuments.expiryReminderDays,
};

/**
 * Updates at most `limit` approved documents matching `due` with `set`, returning them. The candidates come
 * from the partial index family_documents_expiry_idx, locked and skipped when another scan holds them; the
 * outer WHERE checks `due` again on the locked row, so a change another scan committed first is not repeated.
 */
async function updateBatch(tx: Tx, due: SQL, set: Record<string, unknown>, limit: number) {
  const candidates = tx
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(and(approved, due))
    .orderBy(familyDocuments.expiresOn)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(familyDocuments)
    .set(set)
    .where(and(inArray(familyDocuments.id, candidates), approved, due))
    .returning(returned);
}

/** A document a scan changed: its expiry date is set, as both scans' conditions ask for one. */
const ScannedDocumentSchema = z.object({
  id: z.string(),
  familyId: z.string(),
  documentName: z.string(),
  expiresOn: z.string(),
  reminderDays: z.number().nullable(),
});
export type ScannedDocument = z.infer<typeof ScannedDocumentSchema>;
/** A reminded document: the scan has just set its reminder. */
const RemindedDocumentSchema = ScannedDocumentSchema.extend({ reminderDays: z.number() });

/** Approved documents whose last valid day is before today become 'expired' (the file stays). */
export async function expireBatch(tx: Tx, days: ScanDays, at: Date, limit: number) {
  const rows = await updateBatch(
    tx,
    lt(familyDocuments.expiresOn, days.today),
    { status: 'expired', updatedAt: at },
    limit,
  );
  return checkedRows(ScannedDocumentSchema, rows, () => 'the expiry scan');
}

/**
 * Records the reminder due for approved documents expiring within 60 days: 60 when none was sent yet, 30
 * within 30 days when only the 60-day one (or none) was sent. A copy approved 20 days before expiry gets only
 * the 30-day reminder.
 */
export async function remindBatch(tx: Tx, days: ScanDays, at: Date, limit: number) {
  const within30 = lte(familyDocuments.expiresOn, days.in30);
  const due = and(
    gte(familyDocuments.expiresOn, days.today),
    lte(familyDocuments.expiresOn, days.in60),
    or(
      isNull(familyDocuments.expiryReminderDays),
      and(within30, sql`${familyDocuments.expiryReminderDays} > 30`),
    ),
  )!;
  const rows = await updateBatch(
    tx,
    due,
    {
      expiryReminderDays: sql`case when ${within30} then 30 else 60 end`,
      updatedAt: at,
    },
    limit,
  );
  return checkedRows(RemindedDocumentSchema, rows, () => 'the expiry reminder scan');
}
