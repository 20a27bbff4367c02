import { checkUploadFilename, FILENAME_PROBLEM_MESSAGES } from '@shared/documents/file-kinds';
import { ApiRequestError } from '@client/lib/api-client';

/** Spec 01 §8 toasts, word for word. */
export const UPLOAD_TOASTS = {
  success: { title: 'Document uploaded successfully', message: 'Your document is being processed with AI' },
  failureTitle: 'Upload failed',
  failureFallback: 'Please try again',
  captureFailed: { title: 'Capture failed', message: 'Please try again' },
  qualityTooLow: { title: 'Quality too low', message: 'Please try again with better lighting' },
  captured: (percent: number) => ({ title: 'Document captured', message: `Quality: ${percent}%` }),
} as const;

/** 'Camera access denied or not available' (spec 01 §8), shown with a Try Again button. */
export const CAMERA_UNAVAILABLE = 'Camera access denied or not available';

/** The server's own message when it gave one ('The file is larger than 15 MB…'), else 'Please try again'. */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.code !== 'UNEXPECTED_RESPONSE') return error.message;
  return UPLOAD_TOASTS.failureFallback;
}

/** A name the server would refuse anyway (double extension, control characters…), caught before sending. */
export function fileNameProblem(name: string): string | null {
  const problem = checkUploadFilename(name);
  return problem ? FILENAME_PROBLEM_MESSAGES[problem] : null;
}
