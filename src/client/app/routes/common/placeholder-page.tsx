import { Title } from '@mantine/core';
import { useRouteTitle } from '@client/components/use-route-title';

/** Pages whose features arrive in later issues show only their title (from the route handle). */
export function PlaceholderPage() {
  return <Title order={1}>{useRouteTitle()}</Title>;
}
