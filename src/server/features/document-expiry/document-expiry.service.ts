import { EXPIRING_SOON_DAYS } from '@shared/documents/documents.schema';
import { daysAfter, isoDate } from '@shared/documents/expiry';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import { ScheduledJobPayloadSchema, type ScheduledJobPayload } from '../../lib/jobs/schedules';
import { notifyFamilies } from '../notifications/notify-family';
import * as repo from './document-expiry.repository';

/** The daily expiry scan (scheduled in job-definitions.ts). */
export const DOCUMENT_EXPIRY_SCAN_JOB = 'document_expiry_scan';

/** Documents changed per transaction: a large backlog goes in short transactions. */
const BATCH_SIZE = 200;

/** The scan is Haven's work, not a person's. */
const SYSTEM_ACTOR: Actor = { userId: null, email: null, ip: null, userAgent: null };

/** Today and the reminder horizons, in UTC calendar days. */
function scanDaysAt(now: Date): repo.ScanDays {
  return { today: isoDate(now), in30: daysAfter(now, 30), in60: daysAfter(now, EXPIRING_SOON_DAYS) };
}

/** Runs `batch` in its own transaction until it comes back short; returns how many rows it handled. */
async function inBatches(ctx: AppContext, batch: (tx: Tx) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const handled = await ctx.db.transaction(batch);
    total += handled;
    if (handled < BATCH_SIZE) return total;
  }
}

/**
 * Expires approved copies past their last valid day and reminds families 60 and 30 days ahead, each in the
 * bell, by e-mail and in the audit log, in the transaction that records it. Every change is conditional on
 * the document's current state, so running it again (the same day, or on two servers at once) repeats nothing.
 */
export async function scanDocumentExpiry(ctx: AppContext) {
  const now = ctx.now();
  const days = scanDaysAt(now);
  const expired = await inBatches(ctx, async (tx) => {
    const rows = await repo.expireBatch(tx, days, now, BATCH_SIZE);
    await notifyFamilies(
      tx,
      rows.map((row) => ({ ...row, documentId: row.id, kind: 'document_expired' as const })),
      now,
    );
    for (const row of rows) {
      await writeAudit(tx, SYSTEM_ACTOR, {
        action: 'document.expired',
        objectType: 'document',
        objectId: row.id,
        familyId: row.familyId,
        details: { documentName: row.documentName, expiredOn: row.expiresOn },
      });
    }
    return rows.length;
  });
  const reminded = await inBatches(ctx, async (tx) => {
    const rows = await repo.remindBatch(tx, days, now, BATCH_SIZE);
    await notifyFamilies(
      tx,
      rows.map((row) => ({ ...row, documentId: row.id, kind: 'document_expiring' as const })),
      now,
    );
    for (const row of rows) {
      await writeAudit(tx, SYSTEM_ACTOR, {
        action: 'document.expiry_reminder_sent',
        objectType: 'document',
        objectId: row.id,
        familyId: row.familyId,
        details: { documentName: row.documentName, expiresOn: row.expiresOn, daysAhead: row.reminderDays },
      });
    }
    return rows.length;
  });
  return { today: days.today, expired, reminded };
}

/** The job definition of the daily scan. */
export function createDocumentExpiryScanJob(): JobDefinition<ScheduledJobPayload> {
  return {
    kind: DOCUMENT_EXPIRY_SCAN_JOB,
    payload: ScheduledJobPayloadSchema,
    run: (ctx) => scanDocumentExpiry(ctx),
  };
}
