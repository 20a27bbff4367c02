import { z } from 'zod';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import { emailSupportRequest, SUPPORT_REQUEST_EMAIL_JOB } from './support.service';

const PayloadSchema = z.object({ requestId: z.uuid() });

/** The job definition (job-definitions.ts). A retry after a failed send sends the same message once. */
export function createSupportRequestEmailJob(): JobDefinition<z.infer<typeof PayloadSchema>> {
  return { kind: SUPPORT_REQUEST_EMAIL_JOB, payload: PayloadSchema, run: emailSupportRequest };
}
