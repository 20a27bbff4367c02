import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog, profiles } from '../db/schema';

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

interface ActivityQuery {
  /** Only this family's rows; all rows when absent. */
  familyId?: string;
  limit: number;
  hiddenActions: readonly string[];
}

/** Audit rows for activity feeds, newest first, with the actor's display name (else e-mail). */
export async function listAuditActivity(db: Db | Tx, { familyId, limit, hiddenActions }: ActivityQuery) {
  const shown = notInArray(auditLog.action, [...hiddenActions]);
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      actorName: sql<string | null>`coalesce(${profiles.displayName}, ${auditLog.actorEmail})`,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .where(familyId ? and(eq(auditLog.familyId, familyId), shown) : shown)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
