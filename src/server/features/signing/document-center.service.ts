import type { CenterDocument, DocumentCenter, StartDocumentResponse } from '@shared/signing/signing.schema';
import { displayedState } from '@shared/signing/form-rules';
import { AppError } from '../../lib/app-error';
import { writeChainedAudit } from '../../lib/audit-chain';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { type Household, signerRolesFor } from './form-view';
import * as repo from './signing.repository';

/** One started document as the Document Center shows it, with the signatures this household owes. */
export function toCenterDocument(row: repo.FamilyFormRow, household: Household): CenterDocument {
  return {
    id: row.document.id,
    documentName: row.document.documentName,
    templateId: row.submission.templateId,
    templateType: row.template.templateType,
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
  const documents = forms.map((row) => toCenterDocument(row, household));
  return {
    inProgress: documents.filter((d) => d.state !== 'completed'),
    completed: documents.filter((d) => d.state === 'completed'),
    available: templates.map((t) => ({
      id: t.id,
      templateName: t.templateName,
      templateType: t.templateType,
      category: t.category,
      description: t.description,
      requiredSignatures: signerRolesFor(t.requiredSignatures, household),
    })),
  };
}

/**
 * Starts a template: the family's e-sign document (pending, step 1, required; or its checklist item of the
 * same name) and a draft form that keeps the template's current version, in one transaction. Starting a
 * template the family has open already returns that document.
 */
export async function startDocument(
  ctx: AppContext,
  caller: Caller,
  templateId: string,
): Promise<StartDocumentResponse> {
  const { familyId } = requireFamily(caller);
  return ctx.db.transaction(async (tx) => {
    const template = await repo.findTemplate(tx, templateId);
    if (!template?.isActive)
      throw new AppError('NOT_FOUND', {
        message: 'Document not found',
        translation: { key: 'errors.signing.documentNotFound' },
      });
    const open = await repo.findOpenDocumentByName(tx, familyId, template.templateName);
    if (open?.submissionId) return { documentId: open.id, created: false };
    const at = ctx.now();
    const documentId = open?.id ?? (await repo.insertDocument(tx, familyId, template.templateName, at));
    await repo.insertSubmission(tx, {
      documentId,
      familyId,
      templateId: template.id,
      templateVersion: template.version,
      formFields: template.formFields,
      requiredSignatures: template.requiredSignatures,
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
  });
}

/**
 * A journey checklist item (form or e-signature) opens its form: the one already started, else the template of
 * the same name started on it. No form for the item (no such template) is a 404.
 */
export async function openChecklistItem(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<StartDocumentResponse> {
  const { familyId } = requireFamily(caller);
  const item = await repo.findOwnItem(ctx.db, familyId, documentId);
  if (item?.submissionId) return { documentId: item.id, created: false };
  const template = item && (await repo.findActiveTemplateByName(ctx.db, item.documentName));
  if (!template)
    throw new AppError('NOT_FOUND', {
      message: 'Document not found',
      translation: { key: 'errors.signing.documentNotFound' },
    });
  return startDocument(ctx, caller, template.id);
}
