import { and, asc, count, desc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FAMILY_TEMPLATE_TYPES } from '@shared/signing/signing.schema';
import { type Conn, queryRows } from '../../db/client';
import {
  documentRequirements,
  documentSignatures,
  documentTemplates,
  familyDocuments,
  families,
  formSubmissions,
  householdMembers,
  sealedDocuments,
} from '../../db/schema';

export type TemplateRow = typeof documentTemplates.$inferSelect;
export type SubmissionRow = typeof formSubmissions.$inferSelect;
export type SignatureRow = typeof documentSignatures.$inferSelect;
export type SealedRow = typeof sealedDocuments.$inferSelect;

/** The active templates a family may start: not the reference questionnaire, which its references fill. */
export async function activeTemplates(db: Conn): Promise<FamilyTemplateRow[]> {
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.isActive, true),
        inArray(documentTemplates.templateType, FAMILY_TEMPLATE_TYPES),
      ),
    )
    .orderBy(asc(documentTemplates.templateName));
  return rows.map(asFamilyTemplate);
}

type FamilyTemplateType = (typeof FAMILY_TEMPLATE_TYPES)[number];
export type FamilyTemplateRow = TemplateRow & { templateType: FamilyTemplateType };

/**
 * A template a family's form is filled with. The Document Center and the checklist start forms only on these,
 * and a template's type never crosses between a family's and a reference's (templates.service), so another
 * type here is a bug.
 */
export function asFamilyTemplate<T extends Pick<TemplateRow, 'templateType'>>(
  row: T,
): T & { templateType: FamilyTemplateType } {
  const type = row.templateType;
  if (type === 'reference_form') throw new Error('a family form is filled with a reference questionnaire');
  return { ...row, templateType: type };
}

/** The template, when it is one a family fills (not a reference questionnaire). */
export async function findFamilyTemplate(
  db: Conn,
  templateId: string,
): Promise<FamilyTemplateRow | undefined> {
  const row = await findTemplate(db, templateId);
  return row && row.templateType !== 'reference_form' ? asFamilyTemplate(row) : undefined;
}

export async function findTemplate(db: Conn, templateId: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.id, templateId));
  return row;
}

const documentColumns = {
  id: familyDocuments.id,
  familyId: familyDocuments.familyId,
  documentName: familyDocuments.documentName,
  /** Whose own item it is (each adult's RFA 01B); an adult's own account opens only theirs. */
  householdMemberId: familyDocuments.householdMemberId,
  status: familyDocuments.status,
  rejectionReason: familyDocuments.rejectionReason,
  createdAt: familyDocuments.createdAt,
  submittedAt: familyDocuments.submittedAt,
};

/** A family's e-sign documents that have a form, newest first, with their template and signature count. */
export async function familyForms(db: Conn, familyId: string) {
  return db
    .select({
      document: documentColumns,
      submission: formSubmissions,
      template: {
        templateType: documentTemplates.templateType,
        category: documentTemplates.category,
        templateName: documentTemplates.templateName,
        description: documentTemplates.description,
        translations: documentTemplates.translations,
      },
      signed: sql<number>`(select count(*)::int from ${documentSignatures}
        where ${documentSignatures.documentId} = ${familyDocuments.id})`,
    })
    .from(formSubmissions)
    .innerJoin(familyDocuments, eq(familyDocuments.id, formSubmissions.documentId))
    .innerJoin(documentTemplates, eq(documentTemplates.id, formSubmissions.templateId))
    .where(eq(formSubmissions.familyId, familyId))
    .orderBy(desc(familyDocuments.createdAt), desc(familyDocuments.id));
}
export type FamilyFormRow = Awaited<ReturnType<typeof familyForms>>[number];

/** Statuses of a document whose form is done or excused: starting the template again does not continue it. */
const CLOSED_STATUSES = ['completed', 'approved', 'waived'] as const;

/**
 * The family's open form or e-signature document of a template that is not a checklist item of it: one started
 * from the template, or an item of the template's name (a one-off item staff asked for) with no form yet.
 */
export async function findOpenForm(db: Conn, familyId: string, template: { id: string; name: string }) {
  const [row] = await db
    .select({ id: familyDocuments.id, submissionId: formSubmissions.id })
    .from(familyDocuments)
    .leftJoin(formSubmissions, eq(formSubmissions.documentId, familyDocuments.id))
    .where(
      and(
        eq(familyDocuments.familyId, familyId),
        inArray(familyDocuments.documentType, ['form', 'e-sign']),
        notInArray(familyDocuments.status, [...CLOSED_STATUSES]),
        or(
          eq(formSubmissions.templateId, template.id),
          and(isNull(formSubmissions.id), eq(familyDocuments.documentName, template.name)),
        ),
      ),
    )
    .orderBy(desc(familyDocuments.createdAt))
    .limit(1)
    .for('update', { of: familyDocuments });
  return row;
}

/**
 * The family's checklist items of the checklist entries filled with this template (the household's first, then
 * the members' in household order), with whose item each is and its form's id, locked until the transaction ends.
 */
export async function findTemplateItems(db: Conn, familyId: string, templateId: string) {
  return db
    .select({
      id: familyDocuments.id,
      status: familyDocuments.status,
      householdMemberId: familyDocuments.householdMemberId,
      memberRole: householdMembers.role,
      submissionId: formSubmissions.id,
    })
    .from(familyDocuments)
    .innerJoin(documentRequirements, eq(documentRequirements.id, familyDocuments.requirementId))
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .leftJoin(formSubmissions, eq(formSubmissions.documentId, familyDocuments.id))
    .where(and(eq(familyDocuments.familyId, familyId), eq(documentRequirements.templateId, templateId)))
    .orderBy(
      sql`${familyDocuments.householdMemberId} is not null`,
      asc(householdMembers.createdAt),
      asc(familyDocuments.createdAt),
    )
    .for('update', { of: familyDocuments });
}

/** The document and its form, locked until the transaction ends; undefined for another family's. */
export async function lockForm(db: Conn, familyId: string, documentId: string) {
  const [row] = await db
    .select({ document: documentColumns, submission: formSubmissions })
    .from(familyDocuments)
    .innerJoin(formSubmissions, eq(formSubmissions.documentId, familyDocuments.id))
    .where(and(eq(familyDocuments.id, documentId), eq(familyDocuments.familyId, familyId)))
    .for('update', { of: familyDocuments });
  return row;
}

/** The form of a document for staff (any family). */
export async function findFormForStaff(db: Conn, documentId: string) {
  const [row] = await db
    .select({ document: documentColumns, submission: formSubmissions, template: documentTemplates })
    .from(familyDocuments)
    .innerJoin(formSubmissions, eq(formSubmissions.documentId, familyDocuments.id))
    .innerJoin(documentTemplates, eq(documentTemplates.id, formSubmissions.templateId))
    .where(eq(familyDocuments.id, documentId));
  return row;
}

export async function insertDocument(db: Conn, familyId: string, documentName: string, at: Date) {
  const [row] = await db
    .insert(familyDocuments)
    .values({
      familyId,
      documentName,
      documentType: 'e-sign',
      stepId: 1,
      required: true,
      status: 'pending',
      processingStatus: 'pending',
      createdAt: at,
    })
    .returning({ id: familyDocuments.id });
  if (!row) throw new Error('document insert returned nothing');
  return row.id;
}

export async function insertSubmission(db: Conn, values: typeof formSubmissions.$inferInsert) {
  await db.insert(formSubmissions).values(values);
}

export async function saveFormData(db: Conn, documentId: string, formData: SubmissionRow['formData']) {
  await db.update(formSubmissions).set({ formData }).where(eq(formSubmissions.documentId, documentId));
}

export async function signaturesOf(db: Conn, documentId: string): Promise<SignatureRow[]> {
  return db
    .select()
    .from(documentSignatures)
    .where(eq(documentSignatures.documentId, documentId))
    .orderBy(asc(documentSignatures.signedAt));
}

export async function insertSignature(db: Conn, values: typeof documentSignatures.$inferInsert) {
  const rows = await db
    .insert(documentSignatures)
    .values(values)
    .onConflictDoNothing({ target: [documentSignatures.documentId, documentSignatures.signerRole] })
    .returning({ id: documentSignatures.id });
  return rows.length > 0;
}

export async function markSubmitted(db: Conn, documentId: string, at: Date) {
  await db
    .update(formSubmissions)
    .set({ submissionStatus: 'submitted', submittedAt: at })
    .where(eq(formSubmissions.documentId, documentId));
  await db
    .update(familyDocuments)
    .set({
      status: 'completed',
      processingStatus: 'completed',
      submittedAt: at,
      rejectedAt: null,
      rejectionReason: null,
    })
    .where(eq(familyDocuments.id, documentId));
}

/**
 * Staff hand a submitted form back (or reject it after approving it): it is a draft again, unsigned, with the
 * reason; sealed copies stay.
 */
export async function markReturned(db: Conn, documentId: string, reason: string, at: Date) {
  await db
    .update(formSubmissions)
    .set({ submissionStatus: 'draft', submittedAt: null, remindedAt: null })
    .where(eq(formSubmissions.documentId, documentId));
  await db.delete(documentSignatures).where(eq(documentSignatures.documentId, documentId));
  await db
    .update(familyDocuments)
    .set({
      status: 'rejected',
      rejectedAt: at,
      rejectionReason: reason,
      approvedAt: null,
      expiresOn: null,
      expiryReminderDays: null,
    })
    .where(eq(familyDocuments.id, documentId));
}

/** Names of the household's applicants by role, and the family's case number and e-mail. */
export async function householdOf(db: Conn, familyId: string) {
  const members = await db
    .select({ role: householdMembers.role, name: householdMembers.name })
    .from(householdMembers)
    .where(
      and(
        eq(householdMembers.familyId, familyId),
        inArray(householdMembers.role, ['primary_applicant', 'co_applicant']),
      ),
    )
    .orderBy(asc(householdMembers.createdAt));
  const [family] = await db
    .select({
      caseNumber: families.caseNumber,
      email: families.primaryContactEmail,
      primaryContactName: families.primaryContactName,
      language: families.preferredLanguage,
    })
    .from(families)
    .where(eq(families.id, familyId));
  return { members, family };
}

export type HouseholdRow = Awaited<ReturnType<typeof householdOf>>;

/** What the family typed in its other forms, newest first: prefill for fields of the same name. */
export async function otherFormData(db: Conn, familyId: string, documentId: string) {
  const rows = await db
    .select({ formData: formSubmissions.formData })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.familyId, familyId), ne(formSubmissions.documentId, documentId)))
    .orderBy(desc(formSubmissions.updatedAt));
  return rows.map((row) => row.formData);
}

export async function sealedVersionsOf(db: Conn, documentId: string) {
  return db
    .select({ version: sealedDocuments.version, sealedAt: sealedDocuments.sealedAt })
    .from(sealedDocuments)
    .where(eq(sealedDocuments.documentId, documentId))
    .orderBy(asc(sealedDocuments.version));
}

/** Each of a family's documents' latest sealed version, oldest document first. */
export async function latestSealedOfFamily(db: Conn, familyId: string) {
  const rows = await db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.familyId, familyId))
    .orderBy(asc(sealedDocuments.sealedAt), asc(sealedDocuments.version));
  const latest = new Map<string, SealedRow>();
  for (const row of rows) latest.set(row.documentId, row);
  return [...latest.values()];
}

export async function findSealed(db: Conn, documentId: string, version: number) {
  const [row] = await db
    .select()
    .from(sealedDocuments)
    .where(and(eq(sealedDocuments.documentId, documentId), eq(sealedDocuments.version, version)));
  return row;
}

/**
 * A family's own sealed version of its document; for an adult's own account (`memberId`), only of that adult's
 * own document. Undefined otherwise.
 */
export async function findOwnSealed(
  db: Conn,
  own: { familyId: string; memberId: string | null },
  documentId: string,
  version: number,
) {
  const [row] = await db
    .select({ sealed: sealedDocuments })
    .from(sealedDocuments)
    .innerJoin(familyDocuments, eq(familyDocuments.id, sealedDocuments.documentId))
    .where(
      and(
        eq(sealedDocuments.documentId, documentId),
        eq(sealedDocuments.version, version),
        eq(familyDocuments.familyId, own.familyId),
        own.memberId === null ? undefined : eq(familyDocuments.householdMemberId, own.memberId),
      ),
    );
  return row?.sealed;
}

export async function insertSealed(db: Conn, values: typeof sealedDocuments.$inferInsert) {
  await db.insert(sealedDocuments).values(values);
}

export async function findSealedBy(db: Conn, by: { sha256: string } | { code: string }) {
  const [row] = await db
    .select()
    .from(sealedDocuments)
    .where(
      'sha256' in by
        ? eq(sealedDocuments.sealedSha256, by.sha256)
        : eq(sealedDocuments.verificationCode, by.code),
    );
  return row;
}

export async function countStarted(db: Conn, templateId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .where(eq(formSubmissions.templateId, templateId));
  return row?.n ?? 0;
}

export async function allTemplates(db: Conn): Promise<TemplateRow[]> {
  return db.select().from(documentTemplates).orderBy(asc(documentTemplates.templateName));
}

type TemplateValues = Omit<typeof documentTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Undefined when the name is taken. */
export async function insertTemplate(db: Conn, values: TemplateValues) {
  const [row] = await db.insert(documentTemplates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTemplate(db: Conn, templateId: string, values: Partial<TemplateValues>) {
  const [row] = await db
    .update(documentTemplates)
    .set(values)
    .where(eq(documentTemplates.id, templateId))
    .returning();
  return row;
}

/**
 * Started forms not yet submitted whose reminder is due: never reminded and started `firstBefore` or earlier,
 * or last reminded `everyBefore` or earlier. Marks them reminded at `at` in the same statement (skipping rows
 * another server holds), so a run repeats nothing.
 */
export async function claimDueReminders(
  db: Conn,
  due: { firstBefore: Date; everyBefore: Date; at: Date },
  limit: number,
) {
  const rows = await queryRows(
    db,
    z.object({ document_id: z.string(), family_id: z.string(), document_name: z.string() }),
    sql`with due as (
      select s.id from ${formSubmissions} s
      join ${familyDocuments} d on d.id = s.document_id
      where s.submission_status = 'draft' and d.status not in ('completed', 'waived')
        and ((s.reminded_at is null and s.created_at <= ${due.firstBefore})
          or s.reminded_at <= ${due.everyBefore})
      order by s.created_at
      limit ${limit}
      for update of s skip locked
    )
    update ${formSubmissions} s set reminded_at = ${due.at}
    from due, ${familyDocuments} d
    where s.id = due.id and d.id = s.document_id
    returning s.document_id, s.family_id, d.document_name`,
  );
  return rows.map((r) => ({
    documentId: r.document_id,
    familyId: r.family_id,
    documentName: r.document_name,
  }));
}

/**
 * A family's own form or e-signature document, locked, with whose it is, its form's id (null before the form is
 * started) and the template it is filled with: its checklist entry's, else the active template of its name.
 */
export async function findOwnItem(db: Conn, familyId: string, documentId: string) {
  const [row] = await db
    .select({
      id: familyDocuments.id,
      status: familyDocuments.status,
      householdMemberId: familyDocuments.householdMemberId,
      memberRole: householdMembers.role,
      submissionId: formSubmissions.id,
      templateId: sql<string | null>`coalesce(${documentRequirements.templateId},
        (select ${documentTemplates.id} from ${documentTemplates}
          where ${documentTemplates.templateName} = ${familyDocuments.documentName}
            and ${documentTemplates.isActive}))`,
    })
    .from(familyDocuments)
    .leftJoin(documentRequirements, eq(documentRequirements.id, familyDocuments.requirementId))
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .leftJoin(formSubmissions, eq(formSubmissions.documentId, familyDocuments.id))
    .where(
      and(
        eq(familyDocuments.id, documentId),
        eq(familyDocuments.familyId, familyId),
        inArray(familyDocuments.documentType, ['form', 'e-sign']),
      ),
    )
    .for('update', { of: familyDocuments });
  return row;
}
