import { and, arrayOverlaps, asc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { SignerRole } from '@shared/signing/signers';
import type { Conn } from '../../db/client';
import {
  documentSignatures,
  documentSigners,
  families,
  familyDocuments,
  formSubmissions,
  householdMembers,
  signingLinks,
} from '../../db/schema';
import { familyReach } from '../../db/family-scope';
import { familyDisplayNameSql } from '../../db/schema/families';

export type SignerFactRow = typeof documentSigners.$inferSelect;
export type SigningLinkRow = typeof signingLinks.$inferSelect;

export async function signerFactsOf(db: Conn, documentId: string): Promise<SignerFactRow[]> {
  return db.select().from(documentSigners).where(eq(documentSigners.documentId, documentId));
}

/** Records what is known of one signer (their link's address, that they opened it, a decline). */
export async function upsertSignerFact(
  db: Conn,
  key: { documentId: string; familyId: string; signerRole: SignerRole },
  values: Partial<Omit<typeof documentSigners.$inferInsert, 'documentId' | 'familyId' | 'signerRole'>>,
): Promise<SignerFactRow> {
  const [row] = await db
    .insert(documentSigners)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [documentSigners.documentId, documentSigners.signerRole],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('signer upsert returned nothing');
  return row;
}

/** A new signing round (a decline, a return): declines are cleared when the signer signs. */
export async function clearDecline(db: Conn, documentId: string, signerRole: SignerRole) {
  await db
    .update(documentSigners)
    .set({ declinedAt: null, declineReason: null })
    .where(and(eq(documentSigners.documentId, documentId), eq(documentSigners.signerRole, signerRole)));
}

export async function deleteSignatures(db: Conn, documentId: string) {
  await db.delete(documentSignatures).where(eq(documentSignatures.documentId, documentId));
}

/** The household member a document is the own item of, if any. */
export async function documentMemberOf(db: Conn, documentId: string) {
  const [row] = await db
    .select({ id: householdMembers.id, name: householdMembers.name, role: householdMembers.role })
    .from(familyDocuments)
    .innerJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(eq(familyDocuments.id, documentId));
  return row ?? null;
}

/** The form is back to a draft with no signatures: after a decline the document is In Progress again. */
export async function reopenForm(db: Conn, documentId: string) {
  await db
    .update(formSubmissions)
    .set({ submissionStatus: 'draft', submittedAt: null })
    .where(eq(formSubmissions.documentId, documentId));
  await db
    .update(familyDocuments)
    .set({ status: 'pending', processingStatus: 'pending', submittedAt: null })
    .where(eq(familyDocuments.id, documentId));
}

/** The family is done: the form is submitted and waits for staff to countersign (Pending Review). */
export async function markAwaitingCountersign(db: Conn, documentId: string, at: Date) {
  await db
    .update(formSubmissions)
    .set({ submissionStatus: 'submitted', submittedAt: at })
    .where(eq(formSubmissions.documentId, documentId));
  await db
    .update(familyDocuments)
    .set({ status: 'pending', submittedAt: at, rejectedAt: null, rejectionReason: null })
    .where(eq(familyDocuments.id, documentId));
}

/** The last countersignature is in: the document is complete. */
export async function markCountersigned(db: Conn, documentId: string) {
  await db
    .update(familyDocuments)
    .set({ status: 'completed', processingStatus: 'completed' })
    .where(eq(familyDocuments.id, documentId));
}

/**
 * Submitted forms still waiting for a caseworker's or supervisor's signature, oldest first, with whether
 * `userId` manages the family (a caseworker signature is theirs to give).
 */
export async function awaitingCountersign(db: Conn, userId: string) {
  const reach = familyReach(sql`${userId}::uuid`);
  return db
    .select({
      documentId: familyDocuments.id,
      familyId: familyDocuments.familyId,
      familyName: sql<string>`${familyDisplayNameSql(families)}`,
      documentName: familyDocuments.documentName,
      submittedAt: formSubmissions.submittedAt,
      roles: formSubmissions.requiredSignatures,
      order: formSubmissions.signingOrder,
      signed: sql<SignerRole[]>`coalesce((select array_agg(${documentSignatures.signerRole})
        from ${documentSignatures} where ${documentSignatures.documentId} = ${familyDocuments.id}), '{}')`,
      manages: sql<boolean>`${reach.access(families.id)} = 'manage'`,
    })
    .from(formSubmissions)
    .innerJoin(familyDocuments, eq(familyDocuments.id, formSubmissions.documentId))
    .innerJoin(families, eq(families.id, familyDocuments.familyId))
    .where(
      and(
        eq(formSubmissions.submissionStatus, 'submitted'),
        notInArray(familyDocuments.status, ['completed', 'approved', 'waived']),
        arrayOverlaps(formSubmissions.requiredSignatures, ['caseworker', 'supervisor']),
      ),
    )
    .orderBy(asc(formSubmissions.submittedAt))
    .limit(500);
}

/* Signing links */

export async function insertLink(db: Conn, values: typeof signingLinks.$inferInsert) {
  await db.insert(signingLinks).values(values);
}

/** A newer link replaces the signer's earlier ones. */
export async function revokeLinks(db: Conn, signerId: string, at: Date) {
  await db
    .update(signingLinks)
    .set({ revokedAt: at })
    .where(
      and(eq(signingLinks.signerId, signerId), isNull(signingLinks.revokedAt), isNull(signingLinks.usedAt)),
    );
}

/** A link that still works at `at` (not used, revoked, locked or expired), locked for the transaction, with its signer. */
export async function lockUsableLink(db: Conn, tokenHash: string, at: Date) {
  const [row] = await db
    .select({ link: signingLinks, signer: documentSigners })
    .from(signingLinks)
    .innerJoin(documentSigners, eq(documentSigners.id, signingLinks.signerId))
    .where(
      and(
        eq(signingLinks.tokenHash, tokenHash),
        isNull(signingLinks.usedAt),
        isNull(signingLinks.revokedAt),
        isNull(signingLinks.lockedAt),
        gt(signingLinks.expiresAt, at),
      ),
    )
    .for('update', { of: signingLinks });
  return row;
}

export async function updateLink(
  db: Conn,
  linkId: string,
  values: Partial<typeof signingLinks.$inferInsert>,
) {
  await db.update(signingLinks).set(values).where(eq(signingLinks.id, linkId));
}
