import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// No page's first paint shows a notification, so their container (transitions, portal, scroll-bar handling)
// loads after it. Notifications raised before it is there wait in the store and appear once it mounts.
const NotificationsContainer = lazy(async () => ({
  default: (await import('./notifications-container')).NotificationsContainer,
}));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense>
          <NotificationsContainer />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
