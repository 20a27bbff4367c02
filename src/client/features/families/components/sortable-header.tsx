import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { FamilySort, SortOrder } from '../utils/family-list-params';

interface SortableHeaderProps {
  column: FamilySort;
  label: string;
  sort: FamilySort;
  order: SortOrder;
  onSort: (column: FamilySort) => void;
}

/** A column header that sorts the list; aria-sort tells assistive technology the current order. */
export function SortableHeader({ column, label, sort, order, onSort }: SortableHeaderProps) {
  const active = sort === column;
  const Icon = !active ? IconSelector : order === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
