import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Who did something, from where. Built from the request by the auth plugin. */
export interface Actor {
  userId: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: string;
  objectType?: string;
  objectId?: string;
  familyId?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one audit row; call it inside the transaction of the change it records. */
export async function writeAudit(db: Db | Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    familyId: entry.familyId ?? null,
    details: entry.details,
  });
}
