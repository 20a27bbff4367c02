import { Title } from '@mantine/core';

/** /sign/:token (no sign-in): a one-time signing link (being built, issue 44). */
export function Component() {
  return <Title order={1}>Sign</Title>;
}
