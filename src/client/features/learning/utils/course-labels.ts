import {
  COURSE_AUDIENCES,
  COURSE_AUDIENCE_LABELS,
  CONTENT_TYPES,
  DIFFICULTY_LEVELS,
  LESSON_TYPES,
  type ContentType,
  type CourseAudience,
  type DifficultyLevel,
  type LessonType,
} from '@shared/learning/learning-vocabulary';

/** A course's audience in words; a course for everyone (none stored) reads 'All' (spec 02 §2). */
export function audienceLabel(audience: CourseAudience | null): string {
  return audience ? COURSE_AUDIENCE_LABELS[audience] : 'All';
}

export const DIFFICULTY_LABELS: Record<DifficultyLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  text: 'Text',
  interactive: 'Interactive',
  mixed: 'Mixed',
};

export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  text: 'Text',
  interactive: 'Interactive',
  quiz: 'Quiz',
  video: 'Video',
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const AUDIENCE_OPTIONS = options(COURSE_AUDIENCES, COURSE_AUDIENCE_LABELS);
export const DIFFICULTY_OPTIONS = options(DIFFICULTY_LEVELS, DIFFICULTY_LABELS);
export const CONTENT_TYPE_OPTIONS = options(CONTENT_TYPES, CONTENT_TYPE_LABELS);
export const LESSON_TYPE_OPTIONS = options(LESSON_TYPES, LESSON_TYPE_LABELS);

/** Difficulty badge colours: the level is also written, so colour is never the only signal. */
export const DIFFICULTY_COLORS: Record<DifficultyLevel, string> = {
  beginner: 'teal',
  intermediate: 'yellow',
  advanced: 'red',
};

/** A percent the API gives to 1 decimal: '66.7%', '0%'. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(1)).toLocaleString('en-US')}%`;
}
