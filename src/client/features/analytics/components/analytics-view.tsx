import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { hasPermission } from '@shared/auth/permissions';
import { AGENCY_TIME_ZONE, presetRange } from '@shared/analytics/analytics-range';
import { useAuth } from '@client/lib/auth/use-auth';
import {
  analyticsQuery,
  analyticsSearchParams,
  customRangeProblem,
  parseAnalyticsParams,
  type AnalyticsFilterState,
} from '../utils/analytics-params';
import { rangeLabel } from '../utils/figures';
import { AnalyticsFilters } from './analytics-filters';
import { AssistantSection } from './assistant-section';
import { DocumentsSection } from './documents-section';
import { FormsSection } from './forms-section';
import { PipelineSection } from './pipeline-section';
import { TrainingSection } from './training-section';

/**
 * Staff Analytics (/staff/analytics, view_analytics): the filters, kept in the URL, and one request per section.
 * Figures link to the staff lists behind them (which need their own permissions).
 */
export function AnalyticsView() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAnalyticsParams(params), [params]);
  const { permissions } = useAuth();
  const query = customRangeProblem(filters) ? null : analyticsQuery(filters);
  const range =
    filters.range === 'custom'
      ? { from: filters.from, to: filters.to }
      : presetRange(filters.range, new Date());

  function update(patch: Partial<AnalyticsFilterState>) {
    setParams((previous) => analyticsSearchParams({ ...parseAnalyticsParams(previous), ...patch }), {
      replace: true,
    });
  }

  const section = (title: string, body: ReactNode) => (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {body}
    </Stack>
  );

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <AnalyticsFilters filters={filters} onChange={update} />
        {query && (
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {rangeLabel({ ...range, timeZone: AGENCY_TIME_ZONE })}
          </Text>
        )}
      </Stack>
      {section(
        'Pipeline',
        <PipelineSection
          query={query}
          days={filters.days}
          onDaysChange={(days) => update({ days })}
          canOpenFamilies={hasPermission(permissions, 'manage_families')}
        />,
      )}
      {section('Documents', <DocumentsSection query={query} />)}
      {section('Training', <TrainingSection query={query} />)}
      {section('Forms', <FormsSection query={query} />)}
      {section('Assistant and inbox', <AssistantSection query={query} />)}
    </Stack>
  );
}
