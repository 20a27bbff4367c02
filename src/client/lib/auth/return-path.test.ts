import { expect, test } from 'vitest';
import { returnPathAfterSignIn, safeReturnPath, signInPathFor } from './return-path';

test('a staff page with its query and hash is returned to as asked', () => {
  expect(safeReturnPath('/staff/documents?status=submitted', 'staff')).toBe(
    '/staff/documents?status=submitted',
  );
  expect(safeReturnPath('/staff', 'staff')).toBe('/staff');
  expect(safeReturnPath('/admin/learning#top', 'staff')).toBe('/admin/learning#top');
  expect(safeReturnPath('/family', 'family')).toBe('/family');
  expect(safeReturnPath('/documents?tab=2', 'family')).toBe('/documents?tab=2');
});

test('other origins, protocol-relative and backslash paths are refused', () => {
  for (const raw of [
    '//evil.example/staff',
    '///evil.example/staff',
    'https://evil.example/staff',
    'javascript:alert(1)',
    '/\\evil.example',
    '/staff\\..\\..\\evil',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /staff',
    'staff/documents',
  ]) {
    expect(safeReturnPath(raw, 'staff'), raw).toBeNull();
  }
});

test('encoded tricks and dot segments cannot leave the portal', () => {
  expect(safeReturnPath('/%2F%2Fevil.example', 'staff')).toBeNull();
  expect(safeReturnPath('/%5Cevil.example', 'staff')).toBeNull();
  expect(safeReturnPath('/staff/../../evil', 'staff')).toBeNull();
  expect(safeReturnPath('/staff/%2e%2e/auth', 'staff')).toBeNull();
  expect(safeReturnPath('/staffing', 'staff')).toBeNull();
  expect(safeReturnPath('', 'staff')).toBeNull();
  expect(safeReturnPath(null, 'staff')).toBeNull();
  expect(safeReturnPath(`/staff/${'a'.repeat(2100)}`, 'staff')).toBeNull();
});

test("one portal's pages are not a return target of the other", () => {
  expect(safeReturnPath('/family', 'staff')).toBeNull();
  expect(safeReturnPath('/staff/documents', 'family')).toBeNull();
});

test('after signing in, the named page or else the portal home', () => {
  const next = (value: string) => new URLSearchParams({ next: value });
  expect(returnPathAfterSignIn(next('/staff/families?sort=contact'), 'staff')).toBe(
    '/staff/families?sort=contact',
  );
  expect(returnPathAfterSignIn(next('//evil.example'), 'staff')).toBe('/staff');
  expect(returnPathAfterSignIn(new URLSearchParams(), 'family')).toBe('/family');
});

test('the sign-in link carries the page asked for, except the portal home', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
  expect(signInPathFor('staff', at('/staff/documents', '?status=submitted'))).toBe(
    '/auth?next=%2Fstaff%2Fdocuments%3Fstatus%3Dsubmitted',
  );
  expect(signInPathFor('staff', at('/staff'))).toBe('/auth');
  expect(signInPathFor('family', at('/documents'))).toBe('/family/sign-in?next=%2Fdocuments');
  expect(signInPathFor('family', at('/family'))).toBe('/family/sign-in');
  // After the user's own Sign out there is no page to come back to.
  expect(signInPathFor('staff', null)).toBe('/auth');
});
