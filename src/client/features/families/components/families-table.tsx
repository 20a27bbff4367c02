import { Table } from '@mantine/core';
import type { FamilyListItem } from '@shared/families/families.schema';
import { formatDate, formatDateTime } from '@client/lib/format';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { FAMILY_SORT_LABELS, type FamilyListState, type FamilySort } from '../utils/family-list-params';
import {
  familyContactColumn,
  familyNameColumn,
  familyProgressColumn,
  familyStatusColumn,
  familyStepColumn,
} from './family-cells';
import { SortableHeader } from './sortable-header';

const COLUMNS: DataColumn<FamilyListItem>[] = [
  familyNameColumn,
  familyContactColumn,
  familyStepColumn,
  familyProgressColumn,
  familyStatusColumn,
  { key: 'startDate', label: 'Start date', nowrap: true, render: (family) => formatDate(family.startDate) },
  {
    key: 'lastLogin',
    label: 'Last login',
    nowrap: true,
    render: (family) => formatDateTime(family.lastLogin),
  },
];

const isSortColumn = (key: string): key is FamilySort => key in FAMILY_SORT_LABELS;

interface FamiliesTableProps {
  families: FamilyListItem[];
  sort: FamilyListState['sort'];
  order: FamilyListState['order'];
  onSort: (column: FamilySort) => void;
}

/**
 * All Families: one row per family with sortable headers (Name sorts by the family name, Primary contact by the
 * contact's); the family name opens its detail view.
 */
export function FamiliesTable({ families, sort, order, onSort }: FamiliesTableProps) {
  return (
    <DataTable
      rows={families}
      rowKey={(family) => family.id}
      columns={COLUMNS}
      minWidth={980}
      renderHeader={(column) =>
        isSortColumn(column.key) ? (
          <SortableHeader
            key={column.key}
            column={column.key}
            label={column.label}
            sort={sort}
            order={order}
            onSort={onSort}
          />
        ) : (
          <Table.Th key={column.key}>{column.label}</Table.Th>
        )
      }
    />
  );
}
