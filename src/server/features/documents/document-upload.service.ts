import { randomUUID } from 'node:crypto';
import { familyExpiryProblem } from '@shared/documents/expiry';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { UploadedFile } from '../../lib/http/read-upload';
import { StorageKeyExistsError } from '../../lib/storage/storage';
import { documentStorageKey } from '../../lib/storage/storage-key';
import { enqueueDocumentProcessing } from '../document-processing/document-processing.service';
import { combinePages, type InspectedPart } from './combine-pages';
import * as files from './document-files.repository';
import * as repo from './documents.repository';
import { inspectUpload } from './file-inspection';

/**
 * The one way a file joins a family's file, whoever hands it in: the family (the upload dialog), staff on the
 * family's behalf, or staff filing an e-mailed attachment. Every path runs the same checks and the same
 * processing job, and writes the same audit row.
 */

/** Statuses whose current file is kept as an earlier version when a replacement arrives. */
const KEPT_ON_REPLACEMENT: readonly repo.DocumentRow['status'][] = ['rejected', 'expired'];

/** An item chosen by id: one of the family's uploads that still takes a file (else 404 or 409). */
export async function chosenSlot(ctx: AppContext, familyId: string, documentId: string) {
  const slot = await repo.findFamilyDocument(ctx.db, familyId, documentId);
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
 * The expiry date read off the document: only for an item with a validity period, after today and at most ten
 * years ahead (a 400 the family can read otherwise).
 */
export function checkedExpiry(
  ctx: AppContext,
  slot: repo.DocumentRow | undefined,
  expiresOn: string | undefined,
): string | null {
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
async function storedFile(uploaded: readonly UploadedFile[]) {
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
 * Whether a file would pass an upload's checks (its size, then `inspectUpload`: the type by its magic bytes,
 * hidden content, bombs), and the reason in words when it would not: how the e-mail intake judges attachments.
 */
export async function checkFile(
  ctx: AppContext,
  bytes: Buffer,
  filename: string,
): Promise<{ accepted: { mimeType: string; extension: string } } | { refused: string }> {
  const limit = ctx.config.uploadMaxBytes;
  if (bytes.length > limit)
    return {
      refused: `The file is larger than ${Math.floor(limit / (1024 * 1024))} MB. Please upload a smaller file.`,
    };
  const inspection = await inspectUpload(bytes, filename);
  if ('rejected' in inspection) return { refused: inspection.rejected.message };
  return { accepted: { mimeType: inspection.accepted.mimeType, extension: inspection.accepted.extension } };
}

export interface HandIn {
  familyId: string;
  /** The item the file fills; undefined creates a new item with `newItem`'s step and name. */
  slot: repo.DocumentRow | undefined;
  newItem?: { stepId: number; documentName: string };
  files: readonly UploadedFile[];
  expiresOn: string | null;
  /** Staff handing it in for the family, and how: an upload of theirs, or an e-mailed attachment they filed. */
  byStaff?: { userId: string; via: 'staff' | 'email' };
  /** More of the same change, in its transaction (filing an attachment marks it filed). */
  alsoInTransaction?: (tx: Tx, row: repo.DocumentRow) => Promise<void>;
}

/**
 * Hands a file in: the file is written first, then the row and its processing job in one transaction; if the
 * transaction fails the file is removed, so either both remain or neither.
 */
export async function handInFile(ctx: AppContext, actor: Actor, input: HandIn): Promise<repo.DocumentRow> {
  const { familyId, slot } = input;
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
    expiresOn: input.expiresOn,
    fileAddedBy: input.byStaff?.userId ?? null,
  };
  const documentName = slot?.documentName ?? input.newItem?.documentName ?? 'Document';
  const keepsVersion = slot !== undefined && KEPT_ON_REPLACEMENT.includes(slot.status);
  let saved: repo.DocumentRow;
  let oldPages: string[] = [];
  try {
    saved = await ctx.db.transaction(async (tx) => {
      if (slot) {
        if (keepsVersion) await files.keepAsVersion(tx, slot, actor.userId);
        oldPages = await files.deletePages(tx, slot.id);
      }
      const row = slot
        ? await repo.fillSlot(tx, familyId, slot.id, values)
        : await repo.insertUpload(tx, {
            ...values,
            id: documentId,
            familyId,
            stepId: input.newItem?.stepId ?? 1,
            documentName,
          });
      if (!row)
        throw new AppError('CONFLICT', {
          message: 'This document changed while uploading. Please try again.',
          translation: { key: 'errors.upload.changedMeanwhile' },
        });
      await enqueueDocumentProcessing(tx, { documentId, storageKey }, at);
      const subject = { objectType: 'document', objectId: documentId, familyId } as const;
      await writeAudit(tx, actor, {
        action: 'document.uploaded',
        ...subject,
        details: {
          documentName,
          stepId: row.stepId,
          mimeType,
          sizeBytes: bytes.length,
          replacement: keepsVersion,
          ...(input.byStaff ? { addedBy: input.byStaff.via } : {}),
        },
      });
      if (input.expiresOn)
        await writeAudit(tx, actor, {
          action: 'document.expiry_set',
          ...subject,
          details: { documentName, expiresOn: input.expiresOn },
        });
      await input.alsoInTransaction?.(tx, row);
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
  return saved;
}
