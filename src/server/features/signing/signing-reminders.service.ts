import type { Actor } from '../../lib/caller';
import { writeChainedAudit } from '../../lib/audit-chain';
import type { AppContext } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import { ScheduledJobPayloadSchema, type ScheduledJobPayload } from '../../lib/jobs/schedules';
import { notifyFamilies } from '../notifications/notify-family';
import * as repo from './signing.repository';

/** The daily reminder scan (scheduled in job-definitions.ts). */
export const SIGNING_REMINDER_SCAN_JOB = 'signing_reminder_scan';

const BATCH_SIZE = 200;
const DAY_MS = 86_400_000;
/** The scan is Haven's work, not a person's. */
const SYSTEM_ACTOR: Actor = { userId: null, email: null, ip: null, userAgent: null };

/**
 * Reminds families of forms they started but have not signed and submitted: SIGNING_REMINDER_FIRST_DAYS after
 * starting, then every SIGNING_REMINDER_EVERY_DAYS, in the bell and by e-mail (in the family's language), each
 * reminder an event of the document's audit chain, in the transaction that claims it.
 */
export async function scanSigningReminders(ctx: AppContext) {
  const at = ctx.now();
  const { reminderFirstDays, reminderEveryDays } = ctx.config.signing;
  const due = {
    at,
    firstBefore: new Date(at.getTime() - reminderFirstDays * DAY_MS),
    everyBefore: new Date(at.getTime() - reminderEveryDays * DAY_MS),
  };
  let reminded = 0;
  for (;;) {
    const handled = await ctx.db.transaction(async (tx) => {
      const rows = await repo.claimDueReminders(tx, due, BATCH_SIZE);
      await notifyFamilies(
        tx,
        rows.map((row) => ({ ...row, kind: 'signing_reminder' as const })),
        at,
      );
      for (const row of rows)
        await writeChainedAudit(
          tx,
          SYSTEM_ACTOR,
          row.documentId,
          {
            action: 'signing.reminder_sent',
            objectType: 'document',
            objectId: row.documentId,
            familyId: row.familyId,
            details: { documentName: row.documentName },
          },
          at,
        );
      return rows.length;
    });
    reminded += handled;
    if (handled < BATCH_SIZE) return { reminded };
  }
}

export function createSigningReminderScanJob(): JobDefinition<ScheduledJobPayload> {
  return {
    kind: SIGNING_REMINDER_SCAN_JOB,
    payload: ScheduledJobPayloadSchema,
    run: (ctx) => scanSigningReminders(ctx),
  };
}
