import { createHash } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditAction, AuditEntry } from '@shared/audit/audit-events';
import { type Conn, queryRows } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './caller';

/** The content of one chained audit row that its hash covers. */
export interface ChainedRow {
  chainId: string;
  prevHash: string | null;
  hash: string | null;
  at: Date;
  action: string;
  objectType: string | null;
  objectId: string | null;
  familyId: string | null;
  actorUserId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  details: unknown;
}

/** JSON with object keys sorted at every level, so jsonb's own key order cannot change a hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of a row's content and the hash of the row before it. */
export function chainHash(row: Omit<ChainedRow, 'hash'>): string {
  const content = canonical({
    chainId: row.chainId,
    prevHash: row.prevHash,
    at: row.at.toISOString(),
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    familyId: row.familyId,
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    ip: row.ip,
    userAgent: row.userAgent,
    details: row.details ?? null,
  });
  return createHash('sha256').update(content).digest('hex');
}

const chainColumns = {
  chainId: sql<string>`${auditLog.chainId}`,
  prevHash: auditLog.prevHash,
  hash: auditLog.hash,
  at: auditLog.at,
  action: auditLog.action,
  objectType: auditLog.objectType,
  objectId: auditLog.objectId,
  familyId: auditLog.familyId,
  actorUserId: auditLog.actorUserId,
  actorEmail: auditLog.actorEmail,
  // inet prints addresses its own way: hash what the database gives back, read the same way every time.
  ip: sql<string | null>`host(${auditLog.ip})`,
  userAgent: auditLog.userAgent,
  details: auditLog.details,
};

/** The chain's newest hash (null for an empty chain). */
export async function chainHead(db: Conn, chainId: string): Promise<string | null> {
  const [last] = await db
    .select({ hash: auditLog.hash })
    .from(auditLog)
    .where(eq(auditLog.chainId, chainId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return last?.hash ?? null;
}

/**
 * Appends an audit row to a hash chain: it stores the chain's newest hash and its own. Call it inside the
 * transaction of the change, after locking what the chain is about (two writers cannot both extend the same
 * link: a unique index refuses a fork). Returns the new head.
 */
export async function writeChainedAudit<A extends AuditAction>(
  db: Conn,
  actor: Actor,
  chainId: string,
  entry: AuditEntry<A>,
  at: Date,
): Promise<string> {
  const prevHash = await chainHead(db, chainId);
  const [ipRow] = actor.ip
    ? await queryRows(db, z.object({ ip: z.string().nullable() }), sql`select host(${actor.ip}::inet) as ip`)
    : [];
  const row: Omit<ChainedRow, 'hash'> = {
    chainId,
    prevHash,
    at,
    action: entry.action,
    objectType: entry.objectType ?? null,
    objectId: entry.objectId ?? null,
    familyId: entry.familyId ?? null,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    ip: ipRow?.ip ?? null,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    details: entry.details ?? null,
  };
  const hash = chainHash(row);
  await db.insert(auditLog).values({ ...row, details: entry.details, hash });
  return hash;
}

export type ChainCheck =
  { intact: true; head: string | null; length: number } | { intact: false; brokenAt: number };

/** Recomputes every hash and link of a chain, oldest first; `brokenAt` is the first row (0-based) that fails. */
export function checkChain(rows: readonly ChainedRow[]): ChainCheck {
  let prev: string | null = null;
  for (const [index, row] of rows.entries()) {
    if (row.prevHash !== prev || row.hash !== chainHash(row)) return { intact: false, brokenAt: index };
    prev = row.hash;
  }
  return { intact: true, head: prev, length: rows.length };
}

/** A chain's rows, oldest first, as stored. */
export async function readChain(db: Conn, chainId: string): Promise<ChainedRow[]> {
  return db
    .select(chainColumns)
    .from(auditLog)
    .where(eq(auditLog.chainId, chainId))
    .orderBy(asc(auditLog.id));
}
