import { PROCESS_DOCUMENT_JOB, SAMPLE_FILES_PAYLOAD } from '../../../shared/documents/processing-jobs';
import type { Tx } from '../client';
import { jobs } from '../schema';
import type { SeedClock } from './clock';

/**
 * The seeded documents in a handed-in state (submitted, approved, rejected, expired) get real files: the seed
 * has no file storage, so it queues one processing job that draws a sample file for each of them, stores it
 * and processes it (document-processing.service). The seed stays a few inserts.
 */
export async function seedDemoDocumentFiles(tx: Tx, clock: SeedClock): Promise<void> {
  await tx.insert(jobs).values({
    kind: PROCESS_DOCUMENT_JOB,
    payload: { ...SAMPLE_FILES_PAYLOAD },
    runAt: clock.now,
    maxAttempts: 4,
  });
}
