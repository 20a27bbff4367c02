import { expect, test } from 'vitest';
import { CreateCourseBodySchema } from '@shared/learning/courses.schema';
import {
  EMPTY_COURSE_WIZARD,
  addObjective,
  toCreateCourseBody,
  wizardStepErrors,
  type CourseWizardValues,
} from './course-wizard';

const complete: CourseWizardValues = {
  ...EMPTY_COURSE_WIZARD,
  title: '  Trauma-Informed Care  ',
  audience: 'new_parents',
  learningObjectives: ['Recognise trauma responses'],
};

test('the wizard starts with the spec defaults: 30 minutes, beginner, mixed content', () => {
  expect(EMPTY_COURSE_WIZARD).toMatchObject({
    durationMinutes: 30,
    difficultyLevel: 'beginner',
    contentType: 'mixed',
    audience: null,
    learningObjectives: [],
  });
});

test('step 1 needs a title that is not blank', () => {
  expect(wizardStepErrors(0, { ...EMPTY_COURSE_WIZARD, title: '   ' })).toEqual({
    title: 'Course title is required',
  });
  expect(wizardStepErrors(0, { ...EMPTY_COURSE_WIZARD, title: 'Safety' })).toEqual({});
});

test('step 2 needs an audience and a difficulty, and a duration of 5 to 480 whole minutes', () => {
  expect(wizardStepErrors(1, { ...EMPTY_COURSE_WIZARD, difficultyLevel: null })).toEqual({
    audience: 'Choose the audience',
    difficultyLevel: 'Choose the difficulty level',
  });
  const withAudience = { ...EMPTY_COURSE_WIZARD, audience: 'all_caregivers' as const };
  expect(wizardStepErrors(1, withAudience)).toEqual({});
  for (const durationMinutes of [4, 481, 12.5, '']) {
    expect(wizardStepErrors(1, { ...withAudience, durationMinutes })).toEqual({
      durationMinutes: 'Enter a duration from 5 to 480 minutes',
    });
  }
  expect(wizardStepErrors(1, { ...withAudience, durationMinutes: 480 })).toEqual({});
});

test('step 3 asks for at least one objective; the review always passes', () => {
  expect(wizardStepErrors(2, EMPTY_COURSE_WIZARD)).toEqual({
    learningObjectives: 'Add at least one to continue',
  });
  expect(wizardStepErrors(2, complete)).toEqual({});
  expect(wizardStepErrors(3, EMPTY_COURSE_WIZARD)).toEqual({});
});

test('objectives are trimmed, and empty ones or repeats are ignored', () => {
  expect(addObjective([], '  Keep children safe  ')).toEqual(['Keep children safe']);
  expect(addObjective(['Keep children safe'], '   ')).toEqual(['Keep children safe']);
  expect(addObjective(['Keep children safe'], 'Keep children safe ')).toEqual(['Keep children safe']);
  expect(addObjective(['A'], 'B')).toEqual(['A', 'B']);
});

test('a finished wizard makes a body the API accepts, without a blank description', () => {
  const body = toCreateCourseBody({ ...complete, description: '   ', durationMinutes: '45' });
  expect(body).toEqual({
    title: 'Trauma-Informed Care',
    description: null,
    learningObjectives: ['Recognise trauma responses'],
    audience: 'new_parents',
    difficultyLevel: 'beginner',
    durationMinutes: 45,
    contentType: 'mixed',
  });
  expect(CreateCourseBodySchema.safeParse(body).success).toBe(true);
});
