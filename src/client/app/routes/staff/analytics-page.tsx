// The charts' stylesheet, for every section of the page.
import '@mantine/charts/styles.css';
import { Stack, Title } from '@mantine/core';
import { AnalyticsView } from '@client/features/analytics/components/analytics-view';

/** Loaded lazily with its route, so the chart library is part of this page's chunk only. */
export function Component() {
  return (
    <Stack gap="lg">
      <Title order={1}>Analytics</Title>
      <AnalyticsView />
    </Stack>
  );
}
