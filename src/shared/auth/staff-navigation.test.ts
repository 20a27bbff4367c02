import { expect, test } from 'vitest';
import { effectivePermissions } from './permissions';
import { requiredPermissionsForPath, visibleStaffNavigation } from './staff-navigation';

const labels = (granted: string[]) => visibleStaffNavigation(granted).flatMap((s) => s.items.map((i) => i.label));

test('with no permission only Support shows', () => {
  expect(labels([])).toEqual(['Help Documentation', 'Contact Support']);
});

test('the demo staff member sees Dashboard, Documents and Support', () => {
  const granted = effectivePermissions(['staff'], [{ permission: 'manage_documents', granted: true }]);
  expect(labels(granted)).toEqual(['Dashboard', 'Documents', 'Help Documentation', 'Contact Support']);
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
    'Documents',
    'Manage Courses',
    'Course Assignments',
    'Analytics',
    'User Management',
    'Help Documentation',
    'Contact Support',
  ]);
});

test('each staff page path maps to the permission that guards it', () => {
  expect(requiredPermissionsForPath('/staff/admin/permissions')).toEqual(['manage_permissions']);
  expect(requiredPermissionsForPath('/admin/learning')).toEqual(['manage_courses']);
  expect(requiredPermissionsForPath('/nowhere')).toBeUndefined();
});

test('nested staff pages need what their sidebar entry needs', () => {
  expect(requiredPermissionsForPath('/staff/families/0b3c')).toEqual(['manage_families']);
  expect(requiredPermissionsForPath('/staff/families/applications')).toEqual(['manage_families']);
  expect(requiredPermissionsForPath('/staff/documents/42')).toEqual(['manage_documents']);
  expect(requiredPermissionsForPath('/staff/unknown')).toBeUndefined();
});
