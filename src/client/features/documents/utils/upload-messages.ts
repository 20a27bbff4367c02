import type { TFunction } from 'i18next';
import {
  BASE_UPLOAD_FILE_KINDS,
  checkUploadFilename,
  FILE_KIND_INFO,
  type FilenameProblem,
} from '@shared/documents/file-kinds';
import { ApiRequestError } from '@client/lib/api-client';

type DocumentsT = TFunction<'documents'>;

/** Spec 01 §8 toasts, word for word in English, in the family's language. */
export function uploadToasts(t: DocumentsT) {
  return {
    success: { title: t('toasts.uploadedTitle'), message: t('toasts.uploadedMessage') },
    failureTitle: t('toasts.failedTitle'),
    captureFailed: { title: t('toasts.captureFailed'), message: t('toasts.tryAgain') },
    qualityTooLow: { title: t('toasts.qualityTooLow'), message: t('toasts.betterLighting') },
    captured: (percent: number) => ({
      title: t('toasts.captured'),
      message: t('toasts.capturedQuality', { percent }),
    }),
  };
}

/**
 * The server's own message when it gave one ('The file is larger than 15 MB…', already in the caller's language),
 * else 'Please try again'.
 */
export function uploadFailureMessage(error: unknown, t: DocumentsT): string {
  if (error instanceof ApiRequestError && error.code !== 'UNEXPECTED_RESPONSE') return error.message;
  return t('toasts.tryAgain');
}

const FILENAME_PROBLEM_KEYS = {
  invalid_name: 'fileNameProblems.invalidName',
  control_characters: 'fileNameProblems.controlCharacters',
  path_separator: 'fileNameProblems.pathSeparator',
  double_extension: 'fileNameProblems.doubleExtension',
  extension_mismatch: 'fileNameProblems.extensionMismatch',
} as const satisfies Record<FilenameProblem, string>;

/** A name the server would refuse anyway (double extension, control characters…), caught before sending. */
export function fileNameProblem(name: string, t: DocumentsT): string | null {
  const problem = checkUploadFilename(name);
  return problem ? t(FILENAME_PROBLEM_KEYS[problem]) : null;
}

/**
 * The file types every upload takes, listed the family's way: 'JPEG, PNG, WebP or PDF', 'JPEG、PNG、WebP或PDF'.
 * (Intl.ListFormat would add a comma before 'or' in English.)
 */
export function acceptedFormats(t: DocumentsT): string {
  const labels = BASE_UPLOAD_FILE_KINDS.map((kind) => FILE_KIND_INFO[kind].label);
  const last = labels.pop() ?? '';
  return labels.length === 0
    ? last
    : t('photoTab.formats', { list: labels.join(t('photoTab.formatsSeparator')), last });
}
