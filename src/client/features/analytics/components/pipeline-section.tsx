import { BarChart } from '@mantine/charts';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { STUCK_DAYS_MAX } from '@shared/analytics/analytics.schema';
import { PATHS } from '@shared/paths';
import { QueryContent } from '@client/components/query-content';
import { usePipelineAnalytics } from '../api/use-analytics';
import { listHref, type AnalyticsRequestQuery } from '../utils/analytics-params';
import { count, measured } from '../utils/figures';
import { ChartCard, Stat } from './chart-card';
import { StuckFamiliesList } from './stuck-families-list';

/** Families per step now, days per step, days to approval and stuck families. */
export function PipelineSection({
  query,
  days,
  onDaysChange,
  canOpenFamilies,
}: {
  query: AnalyticsRequestQuery | null;
  days: number;
  onDaysChange: (days: number) => void;
  canOpenFamilies: boolean;
}) {
  const pipeline = usePipelineAnalytics(query, days);
  const [showStuck, setShowStuck] = useState(false);
  return (
    <QueryContent query={pipeline} errorTitle="Unable to load the pipeline">
      {(data) => (
        <Stack gap="md">
          <ChartCard
            title="Families per step"
            description="Active families on each journey step now."
            summary={`Active families per step: ${data.funnel.map((s) => `${s.title} ${s.families}`).join(', ')}.`}
            filename="families-per-step"
            isEmpty={data.funnel.every((s) => s.families === 0)}
            table={{
              header: ['Step', 'Families'],
              rows: data.funnel.map((s) => ({
                key: String(s.step),
                cells: [`${s.step}. ${s.title}`, s.families],
                links: [undefined, listHref(PATHS.families, `step=${s.step}&status=active`, query)],
              })),
            }}
          >
            <BarChart
              h={300}
              data={data.funnel.map((s) => ({ step: `${s.step}. ${s.title}`, families: s.families }))}
              dataKey="step"
              orientation="vertical"
              yAxisProps={{ width: 100 }}
              xAxisProps={{ allowDecimals: false }}
              series={[{ name: 'families', label: 'Families', color: 'blue.6' }]}
              withBarValueLabel
            />
          </ChartCard>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Stat
              label="On hold"
              value={count(data.onHold)}
              href={listHref(PATHS.families, 'status=on_hold', query)}
            />
            <Stat
              label="Approved"
              value={count(data.approved)}
              href={listHref(PATHS.families, 'status=approved', query)}
            />
            <Stat
              label="Days to approval (median)"
              value={measured(data.daysToApproval.median, 'days')}
              note={`90th percentile ${measured(data.daysToApproval.p90, 'days')}; ${count(data.daysToApproval.count)} approved in the range`}
            />
            <Stat
              label={`Stuck over ${days} days`}
              value={count(data.stuck.families)}
              note="Active families on their current step that long"
            />
          </SimpleGrid>
          <ChartCard
            title="Days on each step"
            description="Median and 90th percentile of the stays that ended in the range, from the step history."
            summary={`Median days per step: ${data.stepDays.map((s) => `${s.title} ${s.median ?? 'none'}`).join(', ')}.`}
            filename="days-per-step"
            isEmpty={data.stepDays.every((s) => s.count === 0)}
            table={{
              header: ['Step', 'Stays', 'Median days', '90th percentile days'],
              rows: data.stepDays.map((s) => ({
                key: String(s.step),
                cells: [`${s.step}. ${s.title}`, s.count, s.median, s.p90],
              })),
            }}
          >
            <BarChart
              h={280}
              data={data.stepDays.map((s) => ({
                step: String(s.step),
                median: s.median ?? 0,
                p90: s.p90 ?? 0,
              }))}
              dataKey="step"
              xAxisLabel="Step"
              series={[
                { name: 'median', label: 'Median', color: 'teal.6' },
                { name: 'p90', label: '90th percentile', color: 'orange.6' },
              ]}
              withLegend
            />
          </ChartCard>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberInput
              label="Stuck after (days on one step)"
              value={days}
              min={1}
              max={STUCK_DAYS_MAX}
              w={220}
              onChange={(value) => {
                const next = Number(value);
                if (Number.isInteger(next) && next >= 1 && next <= STUCK_DAYS_MAX) onDaysChange(next);
              }}
            />
            {canOpenFamilies ? (
              <Button
                variant="light"
                onClick={() => setShowStuck((shown) => !shown)}
                aria-expanded={showStuck}
              >
                {showStuck ? 'Hide stuck families' : 'Show stuck families'}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Listing the families needs the Manage Families permission.
              </Text>
            )}
          </Group>
          {canOpenFamilies && showStuck && <StuckFamiliesList query={query} days={days} />}
        </Stack>
      )}
    </QueryContent>
  );
}
