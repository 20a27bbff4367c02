import { createProcessDocumentJob } from './features/document-processing/document-processing.service';
import type { JobDefinition } from './lib/jobs/job-worker';

/** Every background job kind, with its handler; one fresh set per app (handlers may hold engines). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
export function createJobDefinitions(): JobDefinition<any>[] {
  return [createProcessDocumentJob()];
}
