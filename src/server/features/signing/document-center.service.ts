import type { CenterDocument, DocumentCenter, StartDocumentResponse } from '@shared/signing/signing.schema';
import { displayedState } from '@shared/signing/form-rules';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeChainedAudit } from '../../lib/audit-chain';
import { type Caller, requireFamily, requireHouseholdAccount } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { formInLanguage } from './form-language';
import { formFillsItem, type Household } from './form-view';
import { signerRolesFor } from './signer-list';
import * as repo from './signing.repository';

/** One started document as the Document Center shows it, with the signatures this household owes. */
export function toCenterDocument(row: repo.FamilyFormRow, household: Household): CenterDocument {
  return {
    id: row.document.id,
    documentName: row.document.documentName,
    templateId: row.submission.templateId,
    templateType: repo.asFamilyTemplate(row.template).templateType,
    category: row.template.category,
    state: displayedState(row.document.status, row.submission.submissionStatus),
    startedAt: row.submission.createdAt.toISOString(),
    submittedAt: row.submission.submittedAt?.toISOString() ?? null,
    signaturesDone: row.signed,
    signaturesRequired: signerRolesFor(row.submission.requiredSignatures, household).length,
    returnReason: row.document.status === 'rejected' ? row.document.rejectionReason : null,
  };
}

/** Spec 02 §2 Document Center: the family's started and completed documents and the forms it can start. */
export async function getDocumentCenter(ctx: AppContext, caller: Caller): Promise<DocumentCenter> {
  const { familyId } = requireFamily(caller);
  const [forms, templates, household] = await Promise.all([
    repo.familyForms(ctx.db, familyId),
    repo.activeTemplates(ctx.db),
    repo.householdOf(ctx.db, familyId),
  ]);
  const language = household.family?.language ?? 'en';
  const documents = forms.map((row) => ({
    ...toCenterDocument(row, household),
    documentName: formInLanguage(
      language,
      { documentName: row.document.documentName, fields: row.submission.formFields },
      row.template,
    ).documentName,
  }));
  return {
    inProgress: documents.filter((d) => d.state !== 'completed'),
    completed: documents.filter((d) => d.state === 'completed'),
    available: templates.map((t) => {
      const shown = formInLanguage(language, { documentName: t.templateName, fields: t.formFields }, t);
      return {
        id: t.id,
        templateName: shown.documentName,
        templateType: t.templateType,
        category: t.category,
        description: shown.description,
        requiredSignatures: signerRolesFor(t.requiredSignatures, household),
        signingOrder: t.signingOrder,
        translated: shown.translated,
      };
    }),
  };
}

/**
 * A checklist item the form is started on: not one handed in some other way (a paper form staff approved, an
 * uploaded scan), which is done and has no form to continue.
 */
function takesForm(item: { status: string; submissionId: string | null }): boolean {
  return item.submissionId !== null || !['submitted', 'approved', 'completed'].includes(item.status);
}

const documentNotFound = () =>
  new AppError('NOT_FOUND', {
    message: 'Document not found',
    translation: { key: 'errors.signing.documentNotFound' },
  });

/**
 * Starts the template's draft form on a document (a checklist item, or a new e-sign document: pending, step 1,
 * required), keeping the template's current version, audited.
 */
async function startOn(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  familyId: string,
  template: repo.TemplateRow,
  itemId: string | null,
): Promise<StartDocumentResponse> {
  const at = ctx.now();
  const documentId = itemId ?? (await repo.insertDocument(tx, familyId, template.templateName, at));
  await repo.insertSubmission(tx, {
    documentId,
    familyId,
    templateId: template.id,
    templateVersion: template.version,
    formFields: template.formFields,
    requiredSignatures: template.requiredSignatures,
    signingOrder: template.signingOrder,
    sourcePdfKey: template.sourcePdfKey,
    createdAt: at,
    updatedAt: at,
  });
  await writeChainedAudit(
    tx,
    caller.actor,
    documentId,
    {
      action: 'signing.document_created',
      objectType: 'document',
      objectId: documentId,
      familyId,
      details: { documentName: template.templateName, templateVersion: template.version },
    },
    at,
  );
  return { documentId, created: true };
}

/**
 * Starts a template from the Document Center. A template the checklist asks for opens the family's checklist
 * item of it, started or signed already (one item, one document), unless the item was handed in on paper;
 * another one continues the family's open document of it, else starts a new one. All in one transaction.
 */
export async function startDocument(
  ctx: AppContext,
  caller: Caller,
  templateId: string,
): Promise<StartDocumentResponse> {
  const { familyId } = requireFamily(caller);
  return ctx.db.transaction(async (tx) => {
    const template = await repo.findFamilyTemplate(tx, templateId);
    if (!template?.isActive) throw documentNotFound();
    const items = await repo.findTemplateItems(tx, familyId, template.id);
    const item = items.find(
      (row) => formFillsItem(template.requiredSignatures, row.memberRole) && takesForm(row),
    );
    const open =
      item ?? (await repo.findOpenForm(tx, familyId, { id: template.id, name: template.templateName }));
    if (open?.submissionId) return { documentId: open.id, created: false };
    return startOn(ctx, tx, caller, familyId, template, open?.id ?? null);
  });
}

/**
 * A journey item (form or e-signature) opens its form: the one already started, else its template started on
 * the item itself. An item with no form to fill online (no template, a member's item the template's signers
 * do not cover yet, or one handed in on paper) is a 404.
 */
export async function openChecklistItem(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<StartDocumentResponse> {
  // An adult's own account (issue 44) opens its own items only.
  const { familyId, member } = requireHouseholdAccount(caller);
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findOwnItem(tx, familyId, documentId);
    const item = member && found?.householdMemberId !== member.id ? undefined : found;
    if (item?.submissionId) return { documentId: item.id, created: false };
    const template = item?.templateId ? await repo.findFamilyTemplate(tx, item.templateId) : undefined;
    const fills = item && template?.isActive && formFillsItem(template.requiredSignatures, item.memberRole);
    if (!fills || !takesForm(item)) throw documentNotFound();
    return startOn(ctx, tx, caller, familyId, template, item.id);
  });
}
