const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;
/** Segments of letters, digits, '_', '-' and inner dots; no empty, dot-leading or '..' segments. */
const SAFE_KEY =
  /^(?:[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*)(?:\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*)*$/;

export interface DocumentKeyParts {
  familyId: string;
  documentId: string;
  at: Date;
  /** Of the real (detected) type, without the dot. */
  extension: string;
  /** 'thumbnail' gives `…_{timestamp}_thumb.{extension}`. */
  variant?: 'original' | 'thumbnail';
}

/**
 * Spec 01 §7: `{familyId}/{documentId}_{timestamp}.{ext}` (timestamp in epoch milliseconds). Built from ids and
 * the detected type only, so a request can never choose where a file lands.
 */
export function documentStorageKey({
  familyId,
  documentId,
  at,
  extension,
  variant = 'original',
}: DocumentKeyParts): string {
  if (!UUID.test(familyId) || !UUID.test(documentId)) throw new Error('storage keys are built from UUIDs');
  if (!EXTENSION.test(extension)) throw new Error(`not a storage extension: ${extension}`);
  const suffix = variant === 'thumbnail' ? '_thumb' : '';
  return `${familyId}/${documentId}_${at.getTime()}${suffix}.${extension}`;
}

/** A key a driver accepts: relative, no traversal, no odd characters. */
export function isSafeStorageKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key);
}

export function assertSafeStorageKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

/** `course-videos/{courseId}/{lessonId}_{timestamp}.{ext}`: a lesson's video, named from ids and its real type. */
export function lessonVideoStorageKey(parts: {
  courseId: string;
  lessonId: string;
  at: Date;
  extension: 'mp4' | 'webm';
}): string {
  if (!UUID.test(parts.courseId) || !UUID.test(parts.lessonId))
    throw new Error('storage keys are built from UUIDs');
  return `course-videos/${parts.courseId}/${parts.lessonId}_${parts.at.getTime()}.${parts.extension}`;
}

/** `document-intake/{attachmentId}_{timestamp}.{ext}`: an e-mailed attachment waiting in the staff intake queue. */
export function intakeAttachmentStorageKey(parts: {
  attachmentId: string;
  at: Date;
  extension: string;
}): string {
  if (!UUID.test(parts.attachmentId)) throw new Error('storage keys are built from UUIDs');
  if (!EXTENSION.test(parts.extension)) throw new Error(`not a storage extension: ${parts.extension}`);
  return `document-intake/${parts.attachmentId}_${parts.at.getTime()}.${parts.extension}`;
}
