import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { theme } from './theme';

// Their container (transitions, portal, scroll-bar handling) is not part of any page's start: it loads with the
// first notification. A notification raised before it is there waits in the store and appears once it mounts.
const NotificationsContainer = lazy(async () => ({
  default: (await import('./notifications-container')).NotificationsContainer,
}));

let notifiedOnce = false;

/** True from the first notification on (raised before or after this was first asked). */
function hadNotification(): boolean {
  if (!notifiedOnce) {
    const { notifications, queue } = notificationsStore.getState();
    notifiedOnce = notifications.length + queue.length > 0;
  }
  return notifiedOnce;
}

function subscribeToNotifications(onChange: () => void): () => void {
  return notificationsStore.subscribe(onChange);
}

/** Mounts the notifications container once the first notification is raised, and keeps it from then on. */
function LazyNotifications() {
  const needed = useSyncExternalStore(subscribeToNotifications, hadNotification, () => false);
  if (!needed) return null;
  return (
    <Suspense>
      <NotificationsContainer />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    // The theme's CSS variables come with the stylesheet, worked out at build time for the light scheme, the only
    // one the app shows (decision 037): the provider writes none.
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <QueryClientProvider client={queryClient}>
        <LazyNotifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
