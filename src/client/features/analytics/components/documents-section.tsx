import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { EXPIRING_WITHIN_DAYS } from '@shared/analytics/analytics.schema';
import { PATHS } from '@shared/paths';
import { QueryContent } from '@client/components/query-content';
import { useAnalyticsSection } from '../api/use-analytics';
import { listHref, type AnalyticsRequestQuery } from '../utils/analytics-params';
import { count, measured, percent, weekLabel } from '../utils/figures';
import { ChartCard, Stat } from './chart-card';

/** Hand-ins and decisions per week, rejection rate and reasons, review time, mismatches and expiring copies. */
export function DocumentsSection({ query }: { query: AnalyticsRequestQuery | null }) {
  const documents = useAnalyticsSection('documents', query);
  return (
    <QueryContent query={documents} errorTitle="Unable to load the document figures">
      {(data) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Stat
              label="Rejection rate"
              value={percent(data.decisions.rejectionRate)}
              note={`${count(data.decisions.rejected)} rejected of ${count(data.decisions.approved + data.decisions.rejected)} decisions`}
              href={listHref(PATHS.staffDocuments, 'status=rejected', query)}
            />
            <Stat
              label="Hand-in to decision (median)"
              value={measured(data.reviewHours.median, 'hours')}
              note={`90th percentile ${measured(data.reviewHours.p90, 'hours')}`}
            />
            <Stat
              label="Likely mismatches awaiting review"
              value={count(data.mismatchesAwaitingReview)}
              href={listHref(PATHS.staffDocuments, 'status=submitted&flagged=true', query)}
            />
            <Stat
              label={`Expiring within ${EXPIRING_WITHIN_DAYS} days`}
              value={count(data.expiring.soon)}
              note={`and ${count(data.expiring.expired)} expired`}
              href={listHref(PATHS.staffDocuments, 'expiring=soon', query)}
            />
          </SimpleGrid>
          <ChartCard
            title="Documents per week"
            description="Handed in, approved and rejected, by the agency's weeks (Monday first)."
            summary={`Documents per week over ${data.weeks.length} weeks: ${data.weeks.reduce((n, w) => n + w.submitted, 0)} handed in, ${data.decisions.approved} approved, ${data.decisions.rejected} rejected.`}
            filename="documents-per-week"
            isEmpty={data.weeks.every((w) => w.submitted + w.approved + w.rejected === 0)}
            table={{
              header: ['Week of', 'Handed in', 'Approved', 'Rejected'],
              rows: data.weeks.map((w) => ({
                key: w.weekStart,
                cells: [w.weekStart, w.submitted, w.approved, w.rejected],
              })),
            }}
          >
            <LineChart
              h={280}
              data={data.weeks.map((w) => ({ ...w, week: weekLabel(w.weekStart) }))}
              dataKey="week"
              yAxisProps={{ allowDecimals: false }}
              series={[
                { name: 'submitted', label: 'Handed in', color: 'blue.6' },
                { name: 'approved', label: 'Approved', color: 'teal.6' },
                { name: 'rejected', label: 'Rejected', color: 'red.6' },
              ]}
              withLegend
              curveType="linear"
            />
          </ChartCard>
          <ChartCard
            title="Top rejection reasons"
            description="Reasons given for at least two rejections in the range; the rest count as other reasons."
            summary={`Top rejection reasons: ${data.rejectionReasons.top.map((r) => `${r.reason} ${r.count}`).join(', ') || 'none'}.`}
            filename="rejection-reasons"
            table={{
              header: ['Reason', 'Rejections'],
              rows: [
                ...data.rejectionReasons.top.map((r) => ({ key: r.reason, cells: [r.reason, r.count] })),
                ...(data.rejectionReasons.other > 0
                  ? [{ key: 'other', cells: ['Other reasons', data.rejectionReasons.other] }]
                  : []),
              ],
            }}
          >
            <BarChart
              h={240}
              data={[
                ...data.rejectionReasons.top,
                ...(data.rejectionReasons.other > 0
                  ? [{ reason: 'Other reasons', count: data.rejectionReasons.other }]
                  : []),
              ]}
              dataKey="reason"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              xAxisProps={{ allowDecimals: false }}
              series={[{ name: 'count', label: 'Rejections', color: 'red.6' }]}
            />
          </ChartCard>
        </Stack>
      )}
    </QueryContent>
  );
}
