import { expect, test } from 'vitest';
import type { Permission } from '@shared/admin/admin.schema';
import { groupByCategory } from './group-by-category';

const permission = (id: Permission['id'], category: string): Permission => ({
  id,
  name: id,
  description: '',
  category,
});

test('groups keep the order of arrival', () => {
  const groups = groupByCategory([
    permission('manage_users', 'Administration'),
    permission('manage_documents', 'Documents'),
    permission('manage_permissions', 'Administration'),
  ]);
  expect(groups.map((group) => [group.category, group.permissions.map((item) => item.id)])).toEqual([
    ['Administration', ['manage_users', 'manage_permissions']],
    ['Documents', ['manage_documents']],
  ]);
});

test('no permissions, no groups', () => {
  expect(groupByCategory([])).toEqual([]);
});
