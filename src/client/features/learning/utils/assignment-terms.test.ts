import { expect, test } from 'vitest';
import { AssignCourseBodySchema } from '@shared/learning/assignments.schema';
import { canAssign, familyOptionLabel, mergeFamilyOptions, toAssignCourseBody } from './assignment-terms';

const FAMILY = '00000000-0000-4000-8000-00000000000a';
const COURSE = '00000000-0000-4000-8000-00000000000b';

test('Assign Course is possible only once a family and a course are chosen', () => {
  const none = { familyIds: [], courseId: null, dueDate: null, requirement: 'required' as const };
  expect(canAssign(none)).toBe(false);
  expect(canAssign({ ...none, familyIds: [FAMILY] })).toBe(false);
  expect(canAssign({ ...none, courseId: COURSE })).toBe(false);
  expect(canAssign({ ...none, familyIds: [FAMILY], courseId: COURSE })).toBe(true);
});

test('the body names each family once, the due date, and required unless optional was chosen', () => {
  const body = toAssignCourseBody({
    familyIds: [FAMILY, FAMILY],
    courseId: COURSE,
    dueDate: '2026-12-31',
    requirement: 'optional',
  });
  expect(body).toEqual({ courseId: COURSE, familyIds: [FAMILY], dueDate: '2026-12-31', isRequired: false });
  expect(AssignCourseBodySchema.safeParse(body).success).toBe(true);
});

test('chosen families stay in the select while other searches run, listed once', () => {
  const chosen = [{ value: 'a', label: 'Ana' }];
  expect(
    mergeFamilyOptions(chosen, [
      { value: 'b', label: 'Ben' },
      { value: 'a', label: 'Ana' },
    ]),
  ).toEqual([
    { value: 'a', label: 'Ana' },
    { value: 'b', label: 'Ben' },
  ]);
  expect(familyOptionLabel({ primaryContactName: 'Maria Martinez', familyName: 'Martinez Family' })).toBe(
    'Maria Martinez (Martinez Family)',
  );
});
