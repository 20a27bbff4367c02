import { and, desc, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AuditAction, AuditEntry } from '@shared/audit/audit-events';
import type { Conn } from '../db/client';
import { auditLog, families, familyDocuments, householdMembers, profiles } from '../db/schema';
import type { Actor } from './caller';

/**
 * A document row's details with `memberName` added when the document is a household member's own (their name,
 * or the name they had when they left), so feeds say whose "TB Test Results" it was; looked up in the insert.
 */
function documentDetails(documentId: string, details: unknown): SQL {
  const member = sql`(select coalesce(${householdMembers.name}, ${familyDocuments.formerMemberName})
    from ${familyDocuments} left join ${householdMembers} on ${householdMembers.id} = ${familyDocuments.householdMemberId}
    where ${familyDocuments.id} = ${documentId}::uuid)`;
  return sql`coalesce(${JSON.stringify(details ?? {})}::jsonb, '{}'::jsonb)
    || jsonb_strip_nulls(jsonb_build_object('memberName', ${member}))`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Appends one audit row; call it inside the transaction of the change it records. */
export async function writeAudit<A extends AuditAction>(db: Conn, actor: Actor, entry: AuditEntry<A>) {
  const ofDocument = entry.objectType === 'document' && entry.objectId && UUID.test(entry.objectId);
  await db.insert(auditLog).values({
    ...(entry.at ? { at: entry.at } : {}),
    actorUserId: actor.userId,
    actorEmail: actor.email,
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    familyId: entry.familyId ?? null,
    details: ofDocument ? documentDetails(entry.objectId as string, entry.details) : entry.details,
  });
}

export interface ActivityQuery {
  /** Only this family's rows (a value or an expression of the statement); all rows when absent. */
  familyId?: SQL;
  /** A number, or a placeholder bound when the statement runs. */
  limit: number | Placeholder;
  hiddenActions: readonly string[];
}

/** One row of `auditActivityJson`, as JSON. */
export const ActivityJsonRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  details: z.unknown(),
  actor_name: z.string().nullable(),
  family_name: z.string().nullable(),
});
export type ActivityJsonRow = z.infer<typeof ActivityJsonRowSchema>;

const builder = new QueryBuilder();

/**
 * The newest shown audit rows as one JSON array (`ActivityJsonRow[]`, newest first) with the actor's display
 * name (else e-mail) and the family's primary contact, ready for describeAuditEvent; an expression to embed in
 * a read's statement.
 */
export function auditActivityJson({ familyId, limit, hiddenActions }: ActivityQuery): SQL {
  const shown = notInArray(auditLog.action, [...hiddenActions]);
  // The newest rows first, then their names: the lookups touch `limit` rows, not the whole log.
  const recent = builder
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      actorUserId: auditLog.actorUserId,
      actorEmail: auditLog.actorEmail,
      familyId: auditLog.familyId,
    })
    .from(auditLog)
    .where(familyId ? and(sql`${auditLog.familyId} = ${familyId}`, shown) : shown)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .as('recent');
  // Names by key lookups per row (not joins), so the plan stays `limit` index probes whatever the statistics say.
  const named = builder
    .select({
      id: recent.id,
      at: recent.at,
      action: recent.action,
      details: recent.details,
      actorName: sql<string | null>`coalesce(
        (select ${profiles.displayName} from ${profiles} where ${profiles.id} = ${recent.actorUserId}),
        ${recent.actorEmail})`.as('actor_name'),
      familyName: sql<string | null>`(select ${families.primaryContactName} from ${families}
        where ${families.id} = ${recent.familyId})`.as('family_name'),
    })
    .from(recent)
    .as('named');
  return sql`(select coalesce(json_agg(named order by named.at desc, named.id desc), '[]'::json) from ${named})`;
}
