import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import {
  documentRequirements,
  documentTemplates,
  familyDocuments,
  formSubmissions,
  householdMembers,
  users,
} from '../../db/schema';

/** A household member, for deciding whether they may have an account of their own. */
export async function findMember(db: Conn, familyId: string, memberId: string) {
  const [row] = await db
    .select({
      id: householdMembers.id,
      name: householdMembers.name,
      role: householdMembers.role,
      age: householdMembers.age,
    })
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.familyId, familyId)));
  return row;
}

const accountColumns = {
  userId: users.id,
  memberId: sql<string>`${users.householdMemberId}`,
  memberName: householdMembers.name,
  email: users.email,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
};

export type MemberAccountRow = {
  userId: string;
  memberId: string;
  memberName: string;
  email: string;
  hasPassword: boolean;
  createdAt: Date;
};

/** The household's adults' own accounts (issue 44), oldest first. */
export async function memberAccounts(db: Conn, familyId: string): Promise<MemberAccountRow[]> {
  return db
    .select(accountColumns)
    .from(users)
    .innerJoin(householdMembers, eq(householdMembers.id, users.householdMemberId))
    .where(and(eq(users.familyId, familyId), isNotNull(users.householdMemberId)))
    .orderBy(users.createdAt);
}

/** The own account of one member of the family, if they have or were invited to one. */
export async function memberAccount(
  db: Conn,
  familyId: string,
  memberId: string,
): Promise<MemberAccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(householdMembers, eq(householdMembers.id, users.householdMemberId))
    .where(and(eq(users.familyId, familyId), eq(users.householdMemberId, memberId)));
  return row;
}

/** Removes an account; its sessions, refresh tokens, links and profile go with it (foreign keys cascade). */
export async function deleteUser(db: Conn, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * The member's own items (their RFA 01B, their photo ID…), in journey order. `fillsOnline`: a form or e-signature
 * that has its form started, or a template to start it from (as the checklist item's own form opens).
 */
export async function memberItems(db: Conn, familyId: string, memberId: string) {
  return db
    .select({
      id: familyDocuments.id,
      documentName: familyDocuments.documentName,
      documentType: familyDocuments.documentType,
      stepId: familyDocuments.stepId,
      expires: sql<boolean>`${familyDocuments.validityMonths} is not null`,
      status: familyDocuments.status,
      rejectionReason: familyDocuments.rejectionReason,
      fillsOnline: sql<boolean>`${inArray(familyDocuments.documentType, ['form', 'e-sign'])} and (
        ${formSubmissions.id} is not null or coalesce(${documentRequirements.templateId},
          (select ${documentTemplates.id} from ${documentTemplates}
            where ${documentTemplates.templateName} = ${familyDocuments.documentName}
              and ${documentTemplates.isActive} limit 1)) is not null)`,
    })
    .from(familyDocuments)
    .leftJoin(documentRequirements, eq(documentRequirements.id, familyDocuments.requirementId))
    .leftJoin(formSubmissions, eq(formSubmissions.documentId, familyDocuments.id))
    .where(and(eq(familyDocuments.familyId, familyId), eq(familyDocuments.householdMemberId, memberId)))
    .orderBy(familyDocuments.stepId, familyDocuments.documentName);
}
