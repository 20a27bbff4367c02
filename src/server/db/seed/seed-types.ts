import type { AuditAction, AuditEntry } from '../../../shared/audit/audit-events';
import type { Tx } from '../client';

/** Hashes a demo account's password; passed in because db sits below server/lib (see eslint.config.js). */
export type PasswordHasher = (password: string) => Promise<string>;

/** Who did a seeded past event: a demo user, from nowhere in particular. */
export interface SeedActor {
  userId: string | null;
  email: string | null;
  ip: null;
  userAgent: null;
}

/** Appends a typed audit row (lib/audit's writeAudit); passed in for the same reason as the hasher. */
export type AuditWriter = <A extends AuditAction>(
  tx: Tx,
  actor: SeedActor,
  entry: AuditEntry<A>,
) => Promise<void>;
