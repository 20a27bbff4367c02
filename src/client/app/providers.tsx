import '@mantine/notifications/styles.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// Not part of any page's first render: a notification raised before the container is there waits in the store.
const NotificationsContainer = lazy(async () => ({
  default: (await import('./notifications-container')).NotificationsContainer,
}));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense>
          <NotificationsContainer />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
