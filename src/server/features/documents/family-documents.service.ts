import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  FamilyDocument,
  UploadDocumentFields,
  UploadDocumentResponse,
} from '@shared/documents/documents.schema';
import { AppError } from '../../lib/app-error';
import { type Caller, requireFamily, requireHouseholdAccount } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { Upload } from '../../lib/http/read-upload';
import { familyRead, readAsFamily } from '../auth/session-reads.service';
import { fileAndReview, serveDocumentFile, type FileVariant, viewOfRow } from './document-files';
import { checkedExpiry, chosenSlot, handInFile } from './document-upload.service';
import * as repo from './documents.repository';

/** Spec 01 §7: the family is not told about processing failures; for them the upload is received. */
function familyProcessingStatus(
  status: repo.DocumentRow['processingStatus'],
): FamilyDocument['processingStatus'] {
  return status === 'failed' ? 'completed' : status;
}

function toFamilyDocument(view: repo.FamilyDocumentViewJson): FamilyDocument {
  return {
    id: view.id,
    stepId: view.stepId,
    documentName: view.documentName,
    documentType: view.documentType,
    required: view.required,
    status: view.status,
    processingStatus: familyProcessingStatus(view.processingStatus),
    ...fileAndReview(view),
    addedByStaff: view.addedByStaff,
    createdAt: new Date(view.createdAt).toISOString(),
  };
}

type UploadInput = Upload<UploadDocumentFields>;

const noOwnItem = () => new AppError('NOT_FOUND', { message: 'No document with this id.' });

/**
 * The item the file is for: the one named by id, else the open one of that name on that step. An adult's own
 * account (issue 44) hands in files for its own items only, named by id.
 */
async function findSlot(
  ctx: AppContext,
  familyId: string,
  memberId: string | null,
  fields: UploadDocumentFields,
) {
  if (memberId !== null) {
    const own = fields.documentId && (await repo.findFamilyDocument(ctx.db, familyId, fields.documentId));
    if (!own || own.householdMemberId !== memberId) throw noOwnItem();
  }
  if (!fields.documentId)
    return repo.findOpenSlotByName(ctx.db, familyId, fields.stepId, fields.documentName);
  return chosenSlot(ctx, familyId, fields.documentId);
}

/** A family hands in a file (with the expiry date printed on it, for an item with a validity period). */
export async function uploadDocument(
  ctx: AppContext,
  caller: Caller,
  input: UploadInput,
): Promise<UploadDocumentResponse> {
  const { familyId, member } = requireHouseholdAccount(caller);
  const slot = await findSlot(ctx, familyId, member?.id ?? null, input.fields);
  const saved = await handInFile(ctx, caller.actor, {
    familyId,
    slot,
    newItem: { stepId: input.fields.stepId, documentName: input.fields.documentName },
    files: input.files,
    expiresOn: checkedExpiry(ctx, slot, input.fields.expiresOn),
  });
  return { document: toFamilyDocument({ ...viewOfRow(saved), addedByStaff: false }) };
}

const familyDocumentsRead = familyRead<repo.FamilyDocumentViewJson[]>(
  'family_documents',
  z.array(repo.FamilyDocumentViewJsonSchema),
  (familyId) => sql`select ${repo.familyDocumentsJson(familyId)}`,
);

/** The family's own documents, newest first (one statement with the session check). */
export async function listFamilyDocuments(ctx: AppContext, caller: Caller): Promise<FamilyDocument[]> {
  const { data } = await readAsFamily(ctx, caller, familyDocumentsRead, {});
  return (data ?? []).map(toFamilyDocument);
}

/** Only the owning family; another family's document is 404. */
export async function getFamilyDocumentFile(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  variant: FileVariant,
) {
  const { familyId } = requireFamily(caller);
  return serveDocumentFile(ctx, await repo.findFamilyDocument(ctx.db, familyId, documentId), variant);
}
