import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  FamilyDocument,
  UploadDocumentFields,
  UploadDocumentResponse,
} from '@shared/documents/documents.schema';
import { familyExpiryProblem } from '@shared/documents/expiry';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { Upload } from '../../lib/http/read-upload';
import { StorageKeyExistsError } from '../../lib/storage/storage';
import { documentStorageKey } from '../../lib/storage/storage-key';
import { familyRead, readAsFamily } from '../auth/session-reads.service';
import { enqueueDocumentProcessing } from '../document-processing/document-processing.service';
import { combinePages, type InspectedPart } from './combine-pages';
import { fileAndReview, serveDocumentFile, type FileVariant, viewOfRow } from './document-files';
import * as files from './document-files.repository';
import * as repo from './documents.repository';
import { inspectUpload } from './file-inspection';

/** Spec 01 §7: the family is not told about processing failures; for them the upload is received. */
function familyProcessingStatus(
  status: repo.DocumentRow['processingStatus'],
): FamilyDocument['processingStatus'] {
  return status === 'failed' ? 'completed' : status;
}

function toFamilyDocument(view: repo.DocumentViewJson): FamilyDocument {
  return {
    id: view.id,
    stepId: view.stepId,
    documentName: view.documentName,
    documentType: view.documentType,
    required: view.required,
    status: view.status,
    processingStatus: familyProcessingStatus(view.processingStatus),
    ...fileAndReview(view),
    createdAt: new Date(view.createdAt).toISOString(),
  };
}

type UploadInput = Upload<UploadDocumentFields>;

/** Statuses whose current file is kept as an earlier version when a replacement arrives. */
const KEPT_ON_REPLACEMENT: readonly repo.DocumentRow['status'][] = ['rejected', 'expired'];

async function findSlot(ctx: AppContext, familyId: string, fields: UploadDocumentFields) {
  if (!fields.documentId)
    return repo.findOpenSlotByName(ctx.db, familyId, fields.stepId, fields.documentName);
  const slot = await repo.findFamilyDocument(ctx.db, familyId, fields.documentId);
  if (!slot) throw new AppError('NOT_FOUND', { message: 'No document with this id.' });
  if (slot.documentType !== 'upload')
    throw new AppError('CONFLICT', { message: 'This item is a form or an e-signature, not a file upload.' });
  if (!(repo.REPLACEABLE_STATUSES as readonly string[]).includes(slot.status)) {
    throw new AppError('CONFLICT', {
      message: 'This document has already been handed in. It can be replaced if staff reject it.',
      translation: { key: 'errors.upload.alreadyHandedIn' },
    });
  }
  return slot;
}

/**
 * The expiry date the family read off the document: only for an item with a validity period, after today and
 * at most ten years ahead (a 400 the family can read otherwise).
 */
function familyExpiry(ctx: AppContext, slot: repo.DocumentRow | undefined, expiresOn: string | undefined) {
  if (expiresOn === undefined) return null;
  if (!slot?.validityMonths)
    throw new AppError('VALIDATION_FAILED', {
      message: 'This document does not expire; send it without an expiration date.',
      translation: { key: 'errors.upload.expiryNotAsked' },
    });
  const problem = familyExpiryProblem(expiresOn, ctx.now());
  if (problem === 'notAfterToday')
    throw new AppError('VALIDATION_FAILED', {
      message: 'The expiration date must be after today.',
      translation: { key: 'errors.upload.expiryNotAfterToday' },
    });
  if (problem === 'tooFar')
    throw new AppError('VALIDATION_FAILED', {
      message: 'The expiration date must be within the next 10 years.',
      translation: { key: 'errors.upload.expiryTooFar' },
    });
  return expiresOn;
}

/**
 * Checks every file (each as if it were uploaded alone); one file is stored as it is, several become one PDF
 * with a page per photo.
 */
async function storedFile(uploaded: UploadInput['files']) {
  const parts: InspectedPart[] = [];
  for (const file of uploaded) {
    const inspection = await inspectUpload(file.bytes, file.filename);
    if ('rejected' in inspection) {
      const { code, message, translation } = inspection.rejected;
      const several = uploaded.length > 1;
      throw new AppError(code, {
        message: several ? `${file.filename}: ${message}` : message,
        translation: several ? { ...translation, file: file.filename } : translation,
      });
    }
    parts.push({ bytes: file.bytes, accepted: inspection.accepted });
  }
  const [only] = parts;
  if (only && parts.length === 1) return { bytes: only.bytes, ...only.accepted };
  const bytes = await combinePages(parts);
  const pageCount = parts.reduce((sum, part) => sum + (part.accepted.pageCount ?? 1), 0);
  return { bytes, mimeType: 'application/pdf', extension: 'pdf', pageCount };
}

/**
 * A family hands in a file (with the expiry date printed on it, for an item with a validity period): the file is written first, then the row and its processing job in one
 * transaction; if the transaction fails the file is removed, so either both remain or neither.
 */
export async function uploadDocument(
  ctx: AppContext,
  caller: Caller,
  input: UploadInput,
): Promise<UploadDocumentResponse> {
  const { familyId } = requireFamily(caller);
  const slot = await findSlot(ctx, familyId, input.fields);
  const expiresOn = familyExpiry(ctx, slot, input.fields.expiresOn);
  const { bytes, mimeType, extension, pageCount } = await storedFile(input.files);

  const documentId = slot?.id ?? randomUUID();
  const at = ctx.now();
  const storageKey = documentStorageKey({ familyId, documentId, at, extension });
  await ctx.storage.put(storageKey, bytes, mimeType).catch((error: unknown) => {
    if (error instanceof StorageKeyExistsError)
      throw new AppError('CONFLICT', {
        message: 'This document is being uploaded already. Please try again.',
        translation: { key: 'errors.upload.inProgress' },
        cause: error,
      });
    throw error;
  });
  const values = {
    storageKey,
    fileUrl: `/api/family/documents/${documentId}/file`,
    mimeType,
    sizeBytes: bytes.length,
    pageCount,
    submittedAt: at,
    expiresOn,
  };
  const documentName = slot?.documentName ?? input.fields.documentName;
  const keepsVersion = slot !== undefined && KEPT_ON_REPLACEMENT.includes(slot.status);
  let saved: repo.DocumentRow;
  let oldPages: string[] = [];
  try {
    saved = await ctx.db.transaction(async (tx) => {
      if (slot) {
        if (keepsVersion) await files.keepAsVersion(tx, slot, caller.actor.userId);
        oldPages = await files.deletePages(tx, slot.id);
      }
      const row = slot
        ? await repo.fillSlot(tx, familyId, slot.id, values)
        : await repo.insertUpload(tx, {
            ...values,
            id: documentId,
            familyId,
            stepId: input.fields.stepId,
            documentName,
          });
      if (!row)
        throw new AppError('CONFLICT', {
          message: 'This document changed while uploading. Please try again.',
          translation: { key: 'errors.upload.changedMeanwhile' },
        });
      await enqueueDocumentProcessing(tx, { documentId, storageKey }, at);
      await writeAudit(tx, caller.actor, {
        action: 'document.uploaded',
        objectType: 'document',
        objectId: documentId,
        familyId,
        details: {
          documentName,
          stepId: row.stepId,
          mimeType,
          sizeBytes: bytes.length,
          replacement: keepsVersion,
        },
      });
      if (expiresOn)
        await writeAudit(tx, caller.actor, {
          action: 'document.expiry_set',
          objectType: 'document',
          objectId: documentId,
          familyId,
          details: { documentName, expiresOn },
        });
      return row;
    });
  } catch (error) {
    await Promise.allSettled([ctx.storage.delete(storageKey)]);
    throw error;
  }
  // The replaced file stays as an earlier version; its thumbnail and page images are superseded.
  const superseded = [keepsVersion ? null : slot?.storageKey, slot?.thumbnailKey, ...oldPages].filter(
    (key) => typeof key === 'string',
  );
  await Promise.allSettled(superseded.map((key) => ctx.storage.delete(key)));
  return { document: toFamilyDocument(viewOfRow(saved)) };
}

const familyDocumentsRead = familyRead<repo.DocumentViewJson[]>(
  'family_documents',
  z.array(repo.DocumentViewJsonSchema),
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
