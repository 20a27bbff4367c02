import type { ReactNode } from 'react';
import { Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_QUERY } from '@client/components/media-queries';

export interface DataColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Short values (dates, counts) that should not wrap in the table. */
  nowrap?: boolean;
  /** A column that needs the whole width of a card. */
  wide?: boolean;
}

interface DataTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The first column heads each card on small screens. */
  columns: readonly DataColumn<T>[];
  /** Width below which the table scrolls sideways (wide screens). */
  minWidth: number;
  /** A custom header cell (sortable headers); the default is the label. */
  renderHeader?: (column: DataColumn<T>) => ReactNode;
}

function Cards<T>({ rows, rowKey, columns }: Omit<DataTableProps<T>, 'minWidth' | 'renderHeader'>) {
  const [title, ...rest] = columns;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} component="li" withBorder p="sm" radius="md">
          {title && <Box mb="xs">{title.render(row)}</Box>}
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
            {rest.map((column) => (
              <Box key={column.key} style={column.wide ? { gridColumn: '1 / -1' } : undefined}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {column.label}
                </Text>
                <Box fz="sm">{column.render(row)}</Box>
              </Box>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** A table on wide screens and a list of cards on small ones, from one set of columns. */
export function DataTable<T>({ rows, rowKey, columns, minWidth, renderHeader }: DataTableProps<T>) {
  const small = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (small) return <Cards rows={rows} rowKey={rowKey} columns={columns} />;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              renderHeader ? renderHeader(column) : <Table.Th key={column.key}>{column.label}</Table.Th>,
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  fz="sm"
                >
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
