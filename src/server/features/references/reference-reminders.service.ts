import { REFERENCE_REMINDER_DAYS } from '@shared/references/references.limits';
import type { Actor } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import { ScheduledJobPayloadSchema, type ScheduledJobPayload } from '../../lib/jobs/schedules';
import { applicantNameOf, issueLink, mailReference, named, referenceEvent } from './references.service';
import * as repo from './references.repository';

/** The daily reminder scan (scheduled in job-definitions.ts). */
export const REFERENCE_REMINDER_SCAN_JOB = 'reference_reminder_scan';

const BATCH_SIZE = 100;
const DAY_MS = 86_400_000;
/** The scan is Haven's work, not a person's. */
const SYSTEM_ACTOR: Actor = { userId: null, email: null, ip: null, userAgent: null };

/**
 * Reminds references who have not completed their questionnaire, REFERENCE_REMINDER_DAYS (3, then 7) days after
 * the request: each reminder e-mails a fresh link (in the family's language) and is an event of the reference's
 * chain, claimed in one transaction so two servers never send the same one. The e-mails go once it commits.
 */
export async function scanReferenceReminders(ctx: AppContext) {
  const at = ctx.now();
  const dueBefore = REFERENCE_REMINDER_DAYS.map((days) => new Date(at.getTime() - days * DAY_MS));
  let reminded = 0;
  for (;;) {
    const mails = await ctx.db.transaction(async (tx) => {
      const rows = await repo.claimDueReminders(tx, dueBefore, BATCH_SIZE);
      const sent = [];
      for (const current of rows) {
        const { token, row } = await issueLink(ctx, tx, current, {
          remindersSent: current.remindersSent + 1,
        });
        await referenceEvent(ctx, tx, SYSTEM_ACTOR, row, {
          action: 'reference.reminded',
          details: named(row),
        });
        sent.push({
          kind: 'referenceReminder' as const,
          token,
          row,
          applicantName: await applicantNameOf(tx, row.familyId),
        });
      }
      return sent;
    });
    for (const mail of mails) await mailReference(ctx, mail);
    reminded += mails.length;
    if (mails.length < BATCH_SIZE) return { reminded };
  }
}

export function createReferenceReminderScanJob(): JobDefinition<ScheduledJobPayload> {
  return {
    kind: REFERENCE_REMINDER_SCAN_JOB,
    payload: ScheduledJobPayloadSchema,
    run: (ctx) => scanReferenceReminders(ctx),
  };
}
