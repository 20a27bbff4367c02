import { expect, test } from 'vitest';
import { effectivePermissions } from './permissions';
import { STAFF_NAVIGATION, STAFF_PAGES, visibleStaffNavigation } from './staff-navigation';

const labels = (granted: string[]) =>
  visibleStaffNavigation(granted).flatMap((s) => s.items.map((i) => i.label));

test('with no permission only Support shows', () => {
  expect(labels([])).toEqual(['Help Documentation', 'Contact Support']);
});

test('the demo staff member sees Dashboard, Documents and Support (no Signatures: they countersign for no family)', () => {
  const granted = effectivePermissions(['staff'], [{ permission: 'manage_documents', granted: true }]);
  expect(labels(granted)).toEqual([
    'Dashboard',
    'Documents',
    'E-mail Intake',
    'Help Documentation',
    'Contact Support',
  ]);
});

test('a caseworker sees their families, their checks and their Signatures queue, not the lists over every family (Inbox, Documents)', () => {
  expect(labels(effectivePermissions(['caseworker'], []))).toEqual([
    'Dashboard',
    'All Families',
    'Applications',
    // The Checks queue lists the checks of the families they reach.
    'Background Checks',
    // The documents of their families waiting for the caseworker's countersignature (decision 041).
    'Signatures',
    'Help Documentation',
    'Contact Support',
  ]);
});

test('Training Center shows with either course permission, each sub-item with its own', () => {
  expect(labels(['assign_courses'])).toEqual(['Course Assignments', 'Help Documentation', 'Contact Support']);
  expect(labels(['manage_courses'])).toEqual(['Manage Courses', 'Help Documentation', 'Contact Support']);
  expect(visibleStaffNavigation(['assign_courses']).map((s) => s.label)).toContain('Training Center');
});

test('Administration shows with any of its three permissions and only the matching sub-items', () => {
  const sections = visibleStaffNavigation(['system_configuration']);
  const admin = sections.find((s) => s.label === 'Administration');
  expect(admin?.items.map((i) => i.label)).toEqual(['System Configuration']);
});

test('an admin sees everything but Permissions and System Configuration', () => {
  expect(labels(effectivePermissions(['admin'], []))).toEqual([
    'Dashboard',
    'All Families',
    'Applications',
    'Inbox',
    'Documents',
    'E-mail Intake',
    'Templates',
    // manage_families: the admin countersigns as any family's caseworker.
    'Signatures',
    'Manage Courses',
    'Course Assignments',
    'Analytics',
    'User Management',
    'Help Documentation',
    'Contact Support',
  ]);
});

test('every sidebar link points at a staff page and shows to whoever may open it', () => {
  const pages = Object.values(STAFF_PAGES);
  for (const item of STAFF_NAVIGATION.flatMap((section) => section.items)) {
    const target = pages.find((p) => p.path === item.path);
    expect(target, item.label).toBeDefined();
    expect(item.anyOf).toEqual(target?.anyOf);
  }
});

test('nested staff pages need what their list page needs; a caseworker opens their families’ documents', () => {
  expect(STAFF_PAGES.familyDetail.anyOf).toEqual(STAFF_PAGES.families.anyOf);
  expect(STAFF_PAGES.documentDetail.anyOf).toEqual([
    ...STAFF_PAGES.documents.anyOf,
    'manage_assigned_families',
  ]);
  expect(STAFF_PAGES.familyDetail.path).toBe('/staff/families/:familyId');
});

test('a supervisor (approve_families) sees the Reviews queue and their Signatures, without managing families', () => {
  expect(labels(['approve_families'])).toEqual([
    'Reviews',
    'Signatures',
    'Help Documentation',
    'Contact Support',
  ]);
});
