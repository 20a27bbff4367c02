import { z } from 'zod';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import { PASSWORD_RESET_EMAIL_JOB, sendPasswordReset } from './family-auth.service';

const PayloadSchema = z.object({
  email: z.string(),
  actor: z.object({
    userId: z.string().nullable(),
    email: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  }),
});
type Payload = z.infer<typeof PayloadSchema>;

/**
 * The job definition (job-definitions.ts). A retry after the mail failed sends a fresh link, which replaces the
 * one of the failed attempt.
 */
export function createPasswordResetEmailJob(): JobDefinition<Payload> {
  return { kind: PASSWORD_RESET_EMAIL_JOB, payload: PayloadSchema, run: sendPasswordReset };
}
