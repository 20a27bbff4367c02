import { randomUUID } from 'node:crypto';
import { downloadFilename } from '@shared/documents/file-kinds';
import type { PhotoSource } from '@shared/home-assessment/home-assessment-rules';
import type { AssessmentPhoto, FamilyCorrection } from '@shared/home-assessment/home-assessment.schema';
import {
  ASSESSMENT_PHOTOS_PER_ITEM,
  CORRECTION_ANSWER_PHOTOS_MAX,
} from '@shared/home-assessment/home-assessment.limits';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { UploadedFile } from '../../lib/http/read-upload';
import type { ServedFile } from '../../lib/http/send-file';
import { documentStorageKey } from '../../lib/storage/storage-key';
import { prepareImageInChildProcess, UnreadableImageError } from '../document-processing/image-preparation';
import { inspectUpload } from '../documents/file-inspection';
import { serveStoredFile, type FileVariant } from '../documents/document-files';
import { photoView, staffPhotoBase } from './home-assessment-view';
import * as assessment from './home-assessment.service';
import * as repo from './home-assessment.repository';

/**
 * Photos of the home assessment's items: the caseworker's from the visit, the family's answering a correction.
 * Each is checked like any upload (its type from its bytes), then re-encoded in a child process, which drops its
 * location data and every other piece of metadata, with a thumbnail; only the re-encoded copy is stored.
 */

interface PreparedPhoto {
  id: string;
  storageKey: string;
  thumbnailKey: string;
  mimeType: string;
  width: number;
  height: number;
  byteSize: number;
}

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/** Checks, re-encodes and stores one photo; nothing refers to it until its row is written. */
async function storePhoto(ctx: AppContext, familyId: string, file: UploadedFile): Promise<PreparedPhoto> {
  const inspected = await inspectUpload(file.bytes, file.filename);
  if ('rejected' in inspected) {
    const { code, message, translation } = inspected.rejected;
    throw new AppError(code, { message, translation });
  }
  const { kind } = inspected.accepted;
  if (kind === 'pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'Please send a photo (JPEG, PNG, WebP or HEIC), not a PDF.',
      translation: { key: 'errors.homeAssessment.photoOnly' },
    });
  }
  const prepared = await prepareImageInChildProcess(file.bytes, kind).catch((error: unknown) => {
    throw error instanceof UnreadableImageError
      ? new AppError('VALIDATION_FAILED', {
          message: 'The photo could not be read. Please take it again.',
          translation: { key: 'errors.homeAssessment.photoUnreadable' },
          cause: error,
        })
      : error;
  });
  const id = randomUUID();
  const at = ctx.now();
  const { format, bytes, width, height } = prepared.normalized;
  const storageKey = documentStorageKey({ familyId, documentId: id, at, extension: EXTENSION[format] });
  const thumbnailKey = documentStorageKey({
    familyId,
    documentId: id,
    at,
    extension: 'webp',
    variant: 'thumbnail',
  });
  await ctx.storage.put(storageKey, bytes, MIME[format]);
  await ctx.storage.put(thumbnailKey, prepared.thumbnail, 'image/webp');
  return { id, storageKey, thumbnailKey, mimeType: MIME[format], width, height, byteSize: bytes.length };
}

async function removeStored(ctx: AppContext, photos: readonly PreparedPhoto[]) {
  for (const photo of photos) {
    await ctx.storage.delete(photo.storageKey);
    await ctx.storage.delete(photo.thumbnailKey);
  }
}

/** Stores the photos, then runs `write` with them; a refused write leaves no stored file behind. */
async function withStoredPhotos<T>(
  ctx: AppContext,
  familyId: string,
  files: readonly UploadedFile[],
  write: (tx: Tx, photos: PreparedPhoto[]) => Promise<T>,
): Promise<T> {
  const photos: PreparedPhoto[] = [];
  try {
    for (const file of files) photos.push(await storePhoto(ctx, familyId, file));
    return await ctx.db.transaction((tx) => write(tx, photos));
  } catch (error) {
    await removeStored(ctx, photos);
    throw error;
  }
}

async function requireRoom(tx: Tx, assessmentId: string, itemKey: string, adding: number) {
  if ((await repo.countPhotos(tx, assessmentId, itemKey)) + adding > ASSESSMENT_PHOTOS_PER_ITEM) {
    throw new AppError('CONFLICT', {
      message: `An item holds at most ${ASSESSMENT_PHOTOS_PER_ITEM} photos. Remove one first.`,
      translation: { key: 'errors.homeAssessment.tooManyPhotos' },
    });
  }
}

async function insertPhotos(
  tx: Tx,
  rows: { assessmentId: string; itemKey: string; source: PhotoSource; createdBy: string },
  photos: readonly PreparedPhoto[],
) {
  for (const photo of photos) await repo.insertPhoto(tx, { ...rows, ...photo });
}

/** The caseworker's photo of an item during the visit (starts the assessment if it had not started). */
export async function addStaffPhoto(
  ctx: AppContext,
  caller: Caller,
  ids: assessment.Ids,
  file: UploadedFile,
): Promise<AssessmentPhoto> {
  const staff = requireStaffPermission(caller, 'manage_families');
  await assessment.requireFamilyExists(ctx.db, ids.familyId);
  // A key the agency never had is refused before the photo is processed.
  await assessment.requireItemType(ctx.db, ids.itemKey, true);
  const { assessmentId, photos } = await withStoredPhotos(ctx, ids.familyId, [file], async (tx, photos) => {
    const row = await repo.lockOrStartAssessment(tx, ids.familyId, staff.userId);
    if (row.completedAt) throw assessment.completedError();
    const recorded = (await repo.lockResult(tx, row.id, ids.itemKey)) !== undefined;
    const type = await assessment.requireItemType(tx, ids.itemKey, recorded);
    await requireRoom(tx, row.id, ids.itemKey, photos.length);
    await insertPhotos(
      tx,
      { assessmentId: row.id, itemKey: ids.itemKey, source: 'staff', createdBy: staff.userId },
      photos,
    );
    await writeAudit(tx, caller.actor, {
      action: 'home_assessment.photo_added',
      objectType: 'home_assessment_item',
      objectId: ids.itemKey,
      familyId: ids.familyId,
      details: { itemName: type.name, source: 'staff' },
    });
    return { assessmentId: row.id, photos };
  });
  const stored = (await repo.photosOf(ctx.db, assessmentId)).find((row) => row.id === photos[0]?.id);
  if (!stored) throw new Error('the photo was just written');
  return photoView(stored, staffPhotoBase(ids.familyId));
}

/** Removes one of the caseworker's photos (the family's answers stay: they are the record of the correction). */
export async function removeStaffPhoto(
  ctx: AppContext,
  caller: Caller,
  ids: { familyId: string; photoId: string },
): Promise<void> {
  requireStaffPermission(caller, 'manage_families');
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockAssessment(tx, ids.familyId);
    const photo = row ? await repo.findPhoto(tx, row.id, ids.photoId) : undefined;
    if (!row || !photo)
      throw new AppError('NOT_FOUND', { message: 'No photo with this id for this family.' });
    if (row.completedAt) throw assessment.completedError();
    if (photo.source !== 'staff') {
      throw new AppError('CONFLICT', {
        message: "The family's photos answer a correction and stay on record.",
      });
    }
    await repo.deletePhoto(tx, photo.id);
    const type = await assessment.requireItemType(tx, photo.itemKey, true);
    await writeAudit(tx, caller.actor, {
      action: 'home_assessment.photo_removed',
      objectType: 'home_assessment_item',
      objectId: photo.itemKey,
      familyId: ids.familyId,
      details: { itemName: type.name },
    });
    return photo;
  });
  await ctx.storage.delete(removed.storageKey);
  await ctx.storage.delete(removed.thumbnailKey);
}

/** The family's answer to an open correction: one to three photos and a note; the caseworker's turn then. */
export async function answerCorrection(
  ctx: AppContext,
  caller: Caller,
  itemKey: string,
  answer: { files: UploadedFile[]; note: string },
): Promise<FamilyCorrection> {
  const { familyId, userId } = requireFamily(caller);
  if (answer.files.length > CORRECTION_ANSWER_PHOTOS_MAX) {
    throw new AppError('PAYLOAD_TOO_LARGE', {
      message: `Send at most ${CORRECTION_ANSWER_PHOTOS_MAX} photos at once.`,
      translation: { key: 'errors.upload.tooManyFiles', values: { max: CORRECTION_ANSWER_PHOTOS_MAX } },
    });
  }
  await withStoredPhotos(ctx, familyId, answer.files, async (tx, photos) => {
    const { assessment: row, result } = await assessment.lockCorrection(tx, familyId, itemKey);
    if (result.correctionStatus !== 'open') {
      throw new AppError('CONFLICT', {
        message: 'You have already sent your answer to this correction. Your caseworker will look at it.',
        translation: { key: 'errors.homeAssessment.alreadyAnswered' },
      });
    }
    await requireRoom(tx, row.id, itemKey, photos.length);
    await insertPhotos(tx, { assessmentId: row.id, itemKey, source: 'family', createdBy: userId }, photos);
    await repo.updateResult(tx, result.id, {
      correctionStatus: 'answered',
      familyNote: answer.note || null,
      answeredAt: ctx.now(),
      updatedBy: userId,
    });
    const type = await assessment.requireItemType(tx, itemKey, true);
    await writeAudit(tx, caller.actor, {
      action: 'home_assessment.correction_answered',
      objectType: 'home_assessment_item',
      objectId: itemKey,
      familyId,
      details: { itemName: type.name, photos: photos.length },
    });
  });
  const view = await assessment.familyAssessment(ctx, caller);
  const correction = view.corrections.find((row) => row.itemKey === itemKey);
  if (!correction) throw new Error('the correction was just answered');
  return correction;
}

async function servePhoto(
  ctx: AppContext,
  familyId: string,
  photoId: string,
  variant: FileVariant,
  source?: PhotoSource,
): Promise<ServedFile> {
  const row = await repo.findAssessment(ctx.db, familyId);
  const photo = row ? await repo.findPhoto(ctx.db, row.id, photoId) : undefined;
  if (!photo || (source && photo.source !== source)) {
    throw new AppError('NOT_FOUND', { message: 'No photo with this id.' });
  }
  const thumbnail = variant === 'thumbnail';
  const kind = photo.mimeType === 'image/png' ? 'png' : photo.mimeType === 'image/webp' ? 'webp' : 'jpeg';
  return serveStoredFile(ctx, {
    key: thumbnail ? photo.thumbnailKey : photo.storageKey,
    contentType: thumbnail ? 'image/webp' : photo.mimeType,
    filename: downloadFilename(
      `home assessment ${photo.itemKey}${thumbnail ? ' thumbnail' : ''}`,
      thumbnail ? 'webp' : kind,
    ),
  });
}

export function staffPhotoFile(
  ctx: AppContext,
  caller: Caller,
  ids: { familyId: string; photoId: string },
  variant: FileVariant,
) {
  requireStaffPermission(caller, 'manage_families');
  return servePhoto(ctx, ids.familyId, ids.photoId, variant);
}

/** The family reads its own photos only (the caseworker's stay in the staff record). */
export function familyPhotoFile(ctx: AppContext, caller: Caller, photoId: string, variant: FileVariant) {
  const { familyId } = requireFamily(caller);
  return servePhoto(ctx, familyId, photoId, variant, 'family');
}
