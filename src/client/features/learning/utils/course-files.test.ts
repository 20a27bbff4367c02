import { expect, test } from 'vitest';
import { LESSON_VIDEO_MAX_BYTES } from '@shared/learning/learning.limits';
import { packageFileName, readPackageFile } from './course-package-file';
import { videoFileProblem } from './video-file';
import { shareCorrectText } from './analytics-text';
import { audienceLabel, formatPercent } from './course-labels';

test('an exported package is named after its course', () => {
  expect(packageFileName('Trauma-Informed Care: Basics!')).toBe(
    'trauma-informed-care-basics.haven-course.json',
  );
  expect(packageFileName('¿¿??')).toBe('course.haven-course.json');
});

test('a chosen package must be JSON within 5 MB before it is sent', async () => {
  expect(await readPackageFile(new Blob(['{"format":"haven.course"}']))).toEqual({
    ok: true,
    package: { format: 'haven.course' },
  });
  expect(await readPackageFile(new Blob(['not json']))).toEqual({
    ok: false,
    message: 'The file is not a course package (it is not JSON).',
  });
  const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
  expect((await readPackageFile(big)).ok).toBe(false);
});

test('only MP4 or WebM videos within the size limit are sent', () => {
  expect(videoFileProblem({ type: 'video/mp4', size: 1000 })).toBeNull();
  expect(videoFileProblem({ type: 'video/webm', size: LESSON_VIDEO_MAX_BYTES })).toBeNull();
  expect(videoFileProblem({ type: 'video/quicktime', size: 1000 })).toBe('Choose an MP4 or WebM video.');
  expect(videoFileProblem({ type: 'video/mp4', size: LESSON_VIDEO_MAX_BYTES + 1 })).toBe(
    `The video is larger than ${LESSON_VIDEO_MAX_BYTES / (1024 * 1024)} MB.`,
  );
});

test('figures read as the spec words them: percents to 1 decimal, audience or All', () => {
  expect(formatPercent(66.666)).toBe('66.7%');
  expect(formatPercent(0)).toBe('0%');
  expect(shareCorrectText(0.5)).toBe('50%');
  expect(shareCorrectText(null)).toBe('No answers yet');
  expect(audienceLabel(null)).toBe('All');
  expect(audienceLabel('kinship_caregivers')).toBe('Kinship Caregivers');
});
