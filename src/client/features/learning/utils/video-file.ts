import { LESSON_VIDEO_MAX_BYTES } from '@shared/learning/learning.limits';
import { LESSON_VIDEO_TYPES } from '@shared/learning/learning-vocabulary';

/**
 * Why a chosen file cannot be a lesson video, before it is sent: the type the browser names and the size.
 * The server still judges the bytes.
 */
export function videoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LESSON_VIDEO_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose an MP4 or WebM video.';
  }
  if (file.size > LESSON_VIDEO_MAX_BYTES) {
    return `The video is larger than ${LESSON_VIDEO_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  return null;
}
