import { expect, test } from 'vitest';
import { PATHS } from '@shared/paths';
import { memberMayOpen } from './family-navigation';

test("an adult's own account opens My Items and a form's signing page", () => {
  expect(memberMayOpen(PATHS.familyMyItems)).toBe(true);
  expect(memberMayOpen(`${PATHS.familyMyItems}/`)).toBe(true);
  expect(memberMayOpen(`${PATHS.familySigning}/0b9c4f8e-3f0a-4d7e-9d0a-1c2b3d4e5f60`)).toBe(true);
});

test("and none of the family's other pages", () => {
  for (const path of [
    PATHS.familyDashboard,
    PATHS.familyDocuments,
    PATHS.familyMessages,
    PATHS.familyHousehold,
    PATHS.familyOtherAdults,
    PATHS.familyLearning,
    PATHS.familySigning,
    `${PATHS.familySigning}/`,
    `${PATHS.familySigning}/a/b`,
  ])
    expect(memberMayOpen(path), path).toBe(false);
});
