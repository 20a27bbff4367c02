import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AuditAction, AuditDetails } from '@shared/audit/audit-events';
import type { Conn } from '../db/client';
import { auditLog, families, profiles } from '../db/schema';
import type { Actor } from './caller';

/** One audit row: an action of the vocabulary (src/shared/audit) with the details it declares. */
export type AuditEntry<A extends AuditAction> = {
  action: A;
  objectType?: string;
  objectId?: string;
  familyId?: string | null;
} & (Record<string, never> extends AuditDetails<A>
  ? { details?: AuditDetails<A> }
  : { details: AuditDetails<A> });

/** Appends one audit row; call it inside the transaction of the change it records. */
export async function writeAudit<A extends AuditAction>(db: Conn, actor: Actor, entry: AuditEntry<A>) {
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

/**
 * Audit rows for activity feeds, newest first, with the actor's display name (else e-mail) and the
 * family's primary contact, ready for describeAuditEvent.
 */
export async function listAuditActivity(db: Conn, { familyId, limit, hiddenActions }: ActivityQuery) {
  const shown = notInArray(auditLog.action, [...hiddenActions]);
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      actorName: sql<string | null>`coalesce(${profiles.displayName}, ${auditLog.actorEmail})`,
      familyName: families.primaryContactName,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .leftJoin(families, eq(families.id, auditLog.familyId))
    .where(familyId ? and(eq(auditLog.familyId, familyId), shown) : shown)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
