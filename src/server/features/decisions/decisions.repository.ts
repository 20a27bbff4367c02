import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { staffDisplayName } from '../../db/family-scope';
import {
  agencySettings,
  approvalReports,
  auditLog,
  decisionReasons,
  familyDecisions,
  families,
  issuedDocuments,
  profiles,
  users,
} from '../../db/schema';

export type ReportRow = typeof approvalReports.$inferSelect;
export type DecisionRow = typeof familyDecisions.$inferSelect;
export type IssuedRow = typeof issuedDocuments.$inferSelect;
export type ReasonRow = typeof decisionReasons.$inferSelect;

/** The family's report now: the open one, else the last approved one, with its author's name. */
export async function currentReport(db: Conn, familyId: string) {
  const [row] = await db
    .select({ report: approvalReports, authorName: staffDisplayName })
    .from(approvalReports)
    .leftJoin(users, eq(users.id, approvalReports.createdBy))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(approvalReports.familyId, familyId))
    .orderBy(sql`${approvalReports.status} = 'approved'`, desc(approvalReports.createdAt))
    .limit(1);
  return row;
}

/** The open report, locked for a change (none when the family has no open report). */
export async function lockOpenReport(tx: Tx, familyId: string) {
  const [row] = await tx
    .select()
    .from(approvalReports)
    .where(and(eq(approvalReports.familyId, familyId), ne(approvalReports.status, 'approved')))
    .for('update');
  return row;
}

/** The last approved report, the one an approval rests on. */
export async function lastApprovedReport(db: Conn, familyId: string) {
  const [row] = await db
    .select()
    .from(approvalReports)
    .where(and(eq(approvalReports.familyId, familyId), eq(approvalReports.status, 'approved')))
    .orderBy(desc(approvalReports.approvedAt))
    .limit(1);
  return row;
}

export async function insertReport(
  tx: Tx,
  values: Pick<typeof approvalReports.$inferInsert, 'familyId' | 'sections' | 'createdBy'>,
) {
  const [row] = await tx.insert(approvalReports).values(values).returning();
  return row!;
}

export async function updateReport(
  tx: Tx,
  id: string,
  values: Partial<Omit<typeof approvalReports.$inferInsert, 'id' | 'familyId'>>,
) {
  const [row] = await tx.update(approvalReports).set(values).where(eq(approvalReports.id, id)).returning();
  return row!;
}

/** The supervisors' queue: submitted reports, oldest first, with the family and the author's name. */
export async function submittedReports(db: Conn) {
  return db
    .select({
      reportId: approvalReports.id,
      familyId: families.id,
      familyName: sql<string>`coalesce(nullif(btrim(${families.familyName}), ''), ${families.primaryContactName})`,
      caseNumber: families.caseNumber,
      recommendation: approvalReports.recommendation,
      submittedBy: sql<string>`coalesce(${approvalReports.caseworkerSignature}->>'name', '')`,
      submittedAt: approvalReports.submittedAt,
    })
    .from(approvalReports)
    .innerJoin(families, eq(families.id, approvalReports.familyId))
    .where(eq(approvalReports.status, 'submitted'))
    .orderBy(asc(approvalReports.submittedAt))
    .limit(200);
}

/** The family row a decision changes, locked: two supervisors deciding at once wait here, then see the first. */
export async function lockFamily(tx: Tx, familyId: string) {
  const [row] = await tx.select().from(families).where(eq(families.id, familyId)).for('update');
  return row;
}

export async function setFamilyStatus(
  tx: Tx,
  familyId: string,
  values: Pick<typeof families.$inferInsert, 'status'> &
    Partial<Pick<typeof families.$inferInsert, 'currentStep' | 'stepName' | 'progressPercentage'>>,
) {
  await tx.update(families).set(values).where(eq(families.id, familyId));
}

export async function decisionsOf(db: Conn, familyId: string) {
  return db
    .select()
    .from(familyDecisions)
    .where(eq(familyDecisions.familyId, familyId))
    .orderBy(desc(familyDecisions.decidedAt), desc(familyDecisions.id));
}

export async function insertDecision(tx: Tx, values: typeof familyDecisions.$inferInsert) {
  const [row] = await tx.insert(familyDecisions).values(values).returning();
  return row!;
}

export async function issuedOf(db: Conn, familyId: string) {
  return db
    .select()
    .from(issuedDocuments)
    .where(eq(issuedDocuments.familyId, familyId))
    .orderBy(desc(issuedDocuments.issuedAt));
}

export async function findIssued(db: Conn, familyId: string, id: string) {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.familyId, familyId), eq(issuedDocuments.id, id)));
  return row;
}

/** A sealed document by its short code or its bytes' hash (/verify). */
export async function findIssuedBy(db: Conn, by: { code: string } | { sha256: string }) {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(
      'code' in by
        ? eq(issuedDocuments.verificationCode, by.code)
        : eq(issuedDocuments.sealedSha256, by.sha256),
    )
    .limit(1);
  return row;
}

export async function insertIssued(tx: Tx, values: typeof issuedDocuments.$inferInsert) {
  const [row] = await tx.insert(issuedDocuments).values(values).returning();
  return row!;
}

export async function reasons(db: Conn) {
  return db.select().from(decisionReasons).orderBy(asc(decisionReasons.position), asc(decisionReasons.key));
}

export async function replaceReasons(
  tx: Tx,
  rows: readonly { key: string; label: string; active: boolean }[],
) {
  const current = await tx.select().from(decisionReasons).for('update');
  // A staff-added reason left out goes (the decisions that used it keep its words); a seeded one is switched off.
  for (const row of current.filter((r) => !rows.some((kept) => kept.key === r.key))) {
    if (row.seeded)
      await tx.update(decisionReasons).set({ active: false }).where(eq(decisionReasons.key, row.key));
    else await tx.delete(decisionReasons).where(eq(decisionReasons.key, row.key));
  }
  for (const [index, row] of rows.entries()) {
    await tx
      .insert(decisionReasons)
      .values({ ...row, position: index + 1 })
      .onConflictDoUpdate({
        target: decisionReasons.key,
        set: { label: row.label, active: row.active, position: index + 1 },
      });
  }
}

/** The family's applicants' accounts, and its primary contact: who a decision's e-mail goes to. */
export async function familyRecipients(db: Conn, familyId: string) {
  const [family] = await db
    .select({
      language: families.preferredLanguage,
      contactName: families.primaryContactName,
      contactEmail: families.primaryContactEmail,
    })
    .from(families)
    .where(eq(families.id, familyId));
  if (!family) return undefined;
  const accounts = await db
    .select({ email: users.email, name: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.familyId, familyId), eq(users.kind, 'family'), isNull(users.householdMemberId)))
    .orderBy(users.createdAt);
  return { ...family, accounts };
}

export async function findSetting(db: Conn, key: string): Promise<unknown> {
  const [row] = await db.select().from(agencySettings).where(eq(agencySettings.key, key));
  return row?.value;
}

export async function upsertSetting(tx: Tx, key: string, value: unknown) {
  await tx
    .insert(agencySettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: agencySettings.key, set: { value } });
}

export async function findDecision(db: Conn, id: string) {
  const [row] = await db.select().from(familyDecisions).where(eq(familyDecisions.id, id));
  return row;
}

/** The staff decisions on the family's documents (approved, returned, waived), oldest first, for the packet. */
export async function documentDecisions(db: Conn, familyId: string) {
  return db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      documentName: sql<string>`coalesce(${auditLog.details}->>'documentName', '')`,
      memberName: sql<string | null>`${auditLog.details}->>'memberName'`,
      by: sql<string>`coalesce(nullif(btrim(${profiles.displayName}), ''), ${auditLog.actorEmail}, 'Haven')`,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.familyId, familyId),
        sql`${auditLog.action} in ('document.approved', 'document.rejected', 'document.waived')`,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
