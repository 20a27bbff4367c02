import { Group, Select } from '@mantine/core';
import {
  FAMILY_SORT_LABELS,
  type FamilyListState,
  type FamilySort,
  type SortOrder,
} from '../utils/family-list-params';

const SORT_OPTIONS = Object.entries(FAMILY_SORT_LABELS).map(([value, label]) => ({ value, label }));
const ORDER_OPTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

interface SortControlProps {
  sort: FamilyListState['sort'];
  order: FamilyListState['order'];
  onChange: (sort: FamilySort, order: SortOrder) => void;
}

/** Sorting for small screens, where the list is cards without column headers. */
export function SortControl({ sort, order, onChange }: SortControlProps) {
  return (
    <Group grow gap="sm" hiddenFrom="sm">
      <Select
        label="Sort by"
        data={SORT_OPTIONS}
        value={sort}
        allowDeselect={false}
        onChange={(value) => value && onChange(value as FamilySort, order)}
      />
      <Select
        label="Order"
        data={ORDER_OPTIONS}
        value={order}
        allowDeselect={false}
        onChange={(value) => value && onChange(sort, value as SortOrder)}
      />
    </Group>
  );
}
