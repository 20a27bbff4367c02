import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';
import { QueryContent } from '@client/components/query-content';
import { plural } from '@client/lib/format';
import { useStuckFamilies } from '../api/use-analytics';
import type { AnalyticsRequestQuery } from '../utils/analytics-params';

/** The families behind the stuck figure, longest on their step first, each linking to its record. */
export function StuckFamiliesList({ query, days }: { query: AnalyticsRequestQuery | null; days: number }) {
  const stuck = useStuckFamilies(query, days, true);
  return (
    <QueryContent
      query={stuck}
      errorTitle="Unable to load the stuck families"
      isEmpty={(data) => data.total === 0}
      empty={<Text size="sm">No family has been on its step for more than {plural(days, 'day')}.</Text>}
    >
      {(data) => (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder fz="sm" aria-label="Stuck families">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Family</Table.Th>
                <Table.Th scope="col">Step</Table.Th>
                <Table.Th scope="col">Days on step</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.families.map((family) => (
                <Table.Tr key={family.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${PATHS.families}/${family.id}`} size="sm">
                      {family.familyName}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      {family.caseNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {family.step}. {family.stepName}
                  </Table.Td>
                  <Table.Td>{family.daysOnStep}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            {data.total > data.families.length && (
              <Table.Caption>
                The {data.families.length} longest of {data.total} stuck families.
              </Table.Caption>
            )}
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryContent>
  );
}
