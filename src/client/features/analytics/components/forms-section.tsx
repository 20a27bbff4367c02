import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { QueryContent } from '@client/components/query-content';
import { useAnalyticsSection } from '../api/use-analytics';
import type { AnalyticsRequestQuery } from '../utils/analytics-params';
import { count, measured } from '../utils/figures';
import { ChartCard, Stat } from './chart-card';

/** E-sign forms: started, submitted and returned in the range, and the time to complete one. */
export function FormsSection({ query }: { query: AnalyticsRequestQuery | null }) {
  const forms = useAnalyticsSection('forms', query);
  return (
    <QueryContent query={forms} errorTitle="Unable to load the form figures">
      {(data) => {
        const bars = [
          { what: 'Started', forms: data.started },
          { what: 'Submitted', forms: data.submitted },
          { what: 'Returned', forms: data.returned },
        ];
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Stat
                label="Start to submission (median)"
                value={measured(data.hoursToComplete.median, 'hours')}
                note={`90th percentile ${measured(data.hoursToComplete.p90, 'hours')}`}
              />
              <Stat label="Returned for correction" value={count(data.returned)} />
            </SimpleGrid>
            <ChartCard
              title="Forms started and submitted"
              description="E-sign forms families started and submitted in the range, and those staff returned."
              summary={`Forms: ${bars.map((b) => `${b.what} ${b.forms}`).join(', ')}.`}
              filename="forms"
              isEmpty={bars.every((b) => b.forms === 0)}
              table={{
                header: ['Forms', 'Count'],
                rows: bars.map((b) => ({ key: b.what, cells: [b.what, b.forms] })),
              }}
            >
              <BarChart
                h={220}
                data={bars}
                dataKey="what"
                yAxisProps={{ allowDecimals: false }}
                series={[{ name: 'forms', label: 'Forms', color: 'indigo.6' }]}
                withBarValueLabel
              />
            </ChartCard>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
