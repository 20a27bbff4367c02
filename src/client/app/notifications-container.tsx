import { Notifications } from '@mantine/notifications';

/**
 * Where notifications appear. Its own module so that providers.tsx can load it after the first render: pages
 * that raise notifications import only the small store, not the container with its transitions and portal.
 */
export function NotificationsContainer() {
  return <Notifications position="bottom-right" />;
}
