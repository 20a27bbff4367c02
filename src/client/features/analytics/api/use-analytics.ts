import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsOptions,
  AssistantAnalytics,
  DocumentAnalytics,
  FormAnalytics,
  PipelineAnalytics,
  StuckFamilies,
  TrainingAnalytics,
} from '@shared/analytics/analytics.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import type { AnalyticsRequestQuery } from '../utils/analytics-params';

/** The sections of GET /api/staff/analytics/{section} and what each answers. */
interface Sections {
  documents: DocumentAnalytics;
  training: TrainingAnalytics;
  forms: FormAnalytics;
  assistant: AssistantAnalytics;
}

/** One section's figures (view_analytics); null `query` while the filters cannot be asked for. */
export function useAnalyticsSection<K extends keyof Sections>(
  section: K,
  query: AnalyticsRequestQuery | null,
) {
  return useQuery({
    queryKey: queryKeys.analytics.section(section, query ?? {}),
    queryFn: ({ signal }) =>
      apiRequest<Sections[K]>(`/staff/analytics/${section}`, { signal, query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/analytics/pipeline with the stuck threshold. */
export function usePipelineAnalytics(query: AnalyticsRequestQuery | null, days: number) {
  const withDays = query && { ...query, days };
  return useQuery({
    queryKey: queryKeys.analytics.section('pipeline', withDays ?? {}),
    queryFn: ({ signal }) =>
      apiRequest<PipelineAnalytics>('/staff/analytics/pipeline', { signal, query: withDays ?? undefined }),
    enabled: withDays !== null,
    placeholderData: keepPreviousData,
  });
}

/** The stuck families by name (also needs manage_families); asked for only when `enabled`. */
export function useStuckFamilies(query: AnalyticsRequestQuery | null, days: number, enabled: boolean) {
  const withDays = query && { ...query, days };
  return useQuery({
    queryKey: queryKeys.analytics.section('stuck', withDays ?? {}),
    queryFn: ({ signal }) =>
      apiRequest<StuckFamilies>('/staff/analytics/pipeline/stuck', { signal, query: withDays ?? undefined }),
    enabled: enabled && withDays !== null,
  });
}

/** The caseworkers and applicant types the filters offer. */
export function useAnalyticsOptions() {
  return useQuery({
    queryKey: queryKeys.analytics.options,
    queryFn: ({ signal }) => apiRequest<AnalyticsOptions>('/staff/analytics/options', { signal }),
    staleTime: 5 * 60_000,
  });
}
