import { Group, Pagination, Text } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (a broad search): shown as '1,000+'. */
  totalIsCapped?: boolean;
  /** Plural noun for the count, e.g. 'families'. */
  noun: string;
  /** Whether the range ends with the noun ('Showing 1–25 of 40 families') or stops at the total. */
  nounInRange?: boolean;
  onChange: (page: number) => void;
}

const count = new Intl.NumberFormat('en-US');

/** 'Showing 26–50 of 112 families' and the page buttons (only when there is more than one page). */
export function ListPagination({
  page,
  pageSize,
  total,
  totalIsCapped = false,
  noun,
  nounInRange = true,
  onChange,
}: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const range = `Showing ${count.format(first)}–${count.format(last)} of ${count.format(total)}${totalIsCapped ? '+' : ''}`;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? `No ${noun}` : nounInRange ? `${range} ${noun}` : range}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Group>
  );
}
