import type { CreateCourseBody } from '@shared/learning/courses.schema';
import { OBJECTIVES_REQUIRED_MESSAGE } from '@shared/learning/courses.schema';
import {
  COURSE_DURATION_DEFAULT,
  COURSE_DURATION_MAX,
  COURSE_DURATION_MIN,
  OBJECTIVES_MAX,
} from '@shared/learning/learning.limits';
import type { ContentType, CourseAudience, DifficultyLevel } from '@shared/learning/learning-vocabulary';

/** The Create New Course wizard's four steps (spec 01 §2, §5). */
export const WIZARD_STEPS = [
  { label: 'Basics', description: 'Title and description' },
  { label: 'Audience', description: 'Audience and level' },
  { label: 'Objectives', description: 'Learning objectives' },
  { label: 'Review', description: 'Check and create' },
] as const;
export const WIZARD_LAST_STEP = WIZARD_STEPS.length - 1;

export interface CourseWizardValues {
  title: string;
  description: string;
  audience: CourseAudience | null;
  difficultyLevel: DifficultyLevel | null;
  durationMinutes: number | string;
  contentType: ContentType;
  learningObjectives: string[];
}

/** Spec 01 §9: duration 30, difficulty beginner, content type mixed. */
export const EMPTY_COURSE_WIZARD: CourseWizardValues = {
  title: '',
  description: '',
  audience: null,
  difficultyLevel: 'beginner',
  durationMinutes: COURSE_DURATION_DEFAULT,
  contentType: 'mixed',
  learningObjectives: [],
};

export type WizardErrors = Partial<Record<keyof CourseWizardValues, string>>;

export const WIZARD_MESSAGES = {
  title: 'Course title is required',
  audience: 'Choose the audience',
  difficultyLevel: 'Choose the difficulty level',
  durationMinutes: `Enter a duration from ${COURSE_DURATION_MIN} to ${COURSE_DURATION_MAX} minutes`,
  learningObjectives: OBJECTIVES_REQUIRED_MESSAGE,
} as const;

/** A whole number of minutes within 5–480, or the message. */
export function durationError(value: number | string): string | undefined {
  const minutes = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(minutes) && minutes >= COURSE_DURATION_MIN && minutes <= COURSE_DURATION_MAX
    ? undefined
    : WIZARD_MESSAGES.durationMinutes;
}

/**
 * What keeps step `step` (0-based) from moving on: 1 needs a title, 2 an audience and a difficulty (and a
 * duration in range), 3 at least one objective; the review always passes.
 */
export function wizardStepErrors(step: number, values: CourseWizardValues): WizardErrors {
  const errors: WizardErrors = {};
  if (step === 0 && values.title.trim() === '') errors.title = WIZARD_MESSAGES.title;
  if (step === 1) {
    if (!values.audience) errors.audience = WIZARD_MESSAGES.audience;
    if (!values.difficultyLevel) errors.difficultyLevel = WIZARD_MESSAGES.difficultyLevel;
    const duration = durationError(values.durationMinutes);
    if (duration) errors.durationMinutes = duration;
  }
  if (step === 2 && values.learningObjectives.length === 0) {
    errors.learningObjectives = WIZARD_MESSAGES.learningObjectives;
  }
  return errors;
}

/** Adds a typed objective: trimmed, an empty one ignored, a repeat of one already listed ignored too. */
export function addObjective(objectives: readonly string[], typed: string): string[] {
  const objective = typed.trim();
  if (objective === '' || objectives.includes(objective) || objectives.length >= OBJECTIVES_MAX) {
    return [...objectives];
  }
  return [...objectives, objective];
}

/** The POST body of a wizard that passed every step. */
export function toCreateCourseBody(values: CourseWizardValues): CreateCourseBody {
  if (!values.audience || !values.difficultyLevel) throw new Error('The wizard is not complete');
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    learningObjectives: values.learningObjectives,
    audience: values.audience,
    difficultyLevel: values.difficultyLevel,
    durationMinutes: Number(values.durationMinutes),
    contentType: values.contentType,
  };
}
