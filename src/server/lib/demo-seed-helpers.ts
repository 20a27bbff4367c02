import type { DemoSeedHelpers } from '../db/seed';
import { writeAudit } from './audit';
import { hashPassword } from './password-hash';

/** What the demo seed (db/seed, below lib) uses from lib: the password hasher and the audit writer. */
export const DEMO_SEED_HELPERS: DemoSeedHelpers = { hashPassword, writeAudit };
