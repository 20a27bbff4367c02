import { type ReactNode, useId, useState } from 'react';
import { Anchor, Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type CsvValue, toCsv } from '../utils/csv';

/** A table behind a chart: its header, and rows whose cells may link to the list they count. */
export interface ChartTable {
  header: string[];
  rows: { key: string; cells: CsvValue[]; links?: (string | undefined)[] }[];
}

/** Saves text as a file the browser downloads (a BOM first, so spreadsheets read UTF-8). */
function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  // Revoked once the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A chart with its table: the table is the chart's text alternative (one toggle away, and what screen readers
 * are pointed to), and what "Export CSV" saves. The chart itself is an image with a one-line summary.
 */
export function ChartCard({
  title,
  description,
  summary,
  table,
  filename,
  isEmpty = false,
  children,
}: {
  title: string;
  description?: string;
  /** What the chart shows, in one sentence, for assistive technology. */
  summary: string;
  table: ChartTable;
  /** The CSV file's name, without extension. */
  filename: string;
  /** The rows hold nothing worth drawing (all counts zero): the card says so instead of an empty chart. */
  isEmpty?: boolean;
  children: ReactNode;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const empty = isEmpty || table.rows.length === 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h4" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              aria-label={`${title}: show as`}
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
              data={[
                { value: 'chart', label: 'Chart' },
                { value: 'table', label: 'Table' },
              ]}
            />
            <Button
              size="xs"
              variant="default"
              disabled={empty}
              aria-label={`Export ${title} as CSV`}
              onClick={() =>
                download(
                  `${filename}.csv`,
                  toCsv(
                    table.header,
                    table.rows.map((r) => r.cells),
                  ),
                )
              }
            >
              Export CSV
            </Button>
          </Group>
        </Group>
        {empty ? (
          <Text size="sm" c="dimmed">
            Nothing to show for these filters.
          </Text>
        ) : view === 'chart' ? (
          <div role="img" aria-label={`${summary} The table view lists the figures.`}>
            {children}
          </div>
        ) : (
          <FigureTable title={title} table={table} />
        )}
      </Stack>
    </Card>
  );
}

function FigureTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder fz="sm" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            {table.header.map((heading) => (
              <Table.Th key={heading} scope="col">
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) => {
                const link = row.links?.[i];
                const text = cell === null ? '—' : String(cell);
                return (
                  <Table.Td key={table.header[i]}>
                    {link ? (
                      <Anchor component={Link} to={link} size="sm">
                        {text}
                      </Anchor>
                    ) : (
                      text
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One figure with its label; the number links to the list behind it when there is one. */
export function Stat({
  label,
  value,
  href,
  note,
}: {
  label: string;
  value: string;
  href?: string;
  note?: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {href ? (
        <Anchor component={Link} to={href} fw={700} fz="xl" aria-label={`${label}: ${value}`}>
          {value}
        </Anchor>
      ) : (
        <Text fw={700} fz="xl">
          {value}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}
