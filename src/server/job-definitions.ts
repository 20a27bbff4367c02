import { purgeEndedSessionsAndLinks } from './features/auth/auth-retention.service';
import { createPasswordResetEmailJob } from './features/auth/password-reset.job';
import {
  createDocumentExpiryScanJob,
  DOCUMENT_EXPIRY_SCAN_JOB,
} from './features/document-expiry/document-expiry.service';
import { createProcessDocumentJob } from './features/document-processing/document-processing.service';
import {
  CONVERSATION_RETENTION_JOB,
  createConversationRetentionJob,
  createStaffMessageEmailJob,
} from './features/conversations/conversation-jobs';
import { createDecisionEmailJob } from './features/decisions/decision-email.job';
import { createNoticeEmailJob } from './features/notifications/notice-email.job';
import {
  createSigningReminderScanJob,
  SIGNING_REMINDER_SCAN_JOB,
} from './features/signing/signing-reminders.service';
import {
  createReferenceReminderScanJob,
  REFERENCE_REMINDER_SCAN_JOB,
} from './features/references/reference-reminders.service';
import { createSupportRequestEmailJob } from './features/support/support-email.job';
import type { AppContext } from './lib/context';
import { createHousekeepingJob, deleteInBatches, HOUSEKEEPING_JOB } from './lib/jobs/housekeeping';
import type { JobDefinition } from './lib/jobs/job-worker';
import { daily, type Schedule } from './lib/jobs/schedules';
import { deleteEndedRateLimitCounters } from './plugins/rate-limit-store';

/** Rate-limit counters are worth nothing once their window has ended: they go at once, not after 30 days. */
async function purgeEndedRateLimitWindows(ctx: AppContext) {
  const now = ctx.now();
  return {
    rateLimitCounters: await deleteInBatches((limit) => deleteEndedRateLimitCounters(ctx.db, now, limit)),
  };
}

/** Every background job kind, with its handler; one fresh set per app (handlers may hold engines). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
export function createJobDefinitions(): JobDefinition<any>[] {
  return [
    createProcessDocumentJob(),
    createHousekeepingJob([purgeEndedSessionsAndLinks, purgeEndedRateLimitWindows]),
    createNoticeEmailJob(),
    createDecisionEmailJob(),
    createDocumentExpiryScanJob(),
    createSigningReminderScanJob(),
    createReferenceReminderScanJob(),
    createConversationRetentionJob(),
    createStaffMessageEmailJob(),
    createPasswordResetEmailJob(),
    createSupportRequestEmailJob(),
  ];
}

/**
 * Recurring jobs: each period's job is enqueued once across all servers (lib/jobs/schedules.ts). Adding one is
 * a line here, plus its definition above.
 */
export const JOB_SCHEDULES: readonly Schedule[] = [
  daily(HOUSEKEEPING_JOB),
  daily(DOCUMENT_EXPIRY_SCAN_JOB),
  daily(SIGNING_REMINDER_SCAN_JOB),
  daily(REFERENCE_REMINDER_SCAN_JOB),
  daily(CONVERSATION_RETENTION_JOB),
];
