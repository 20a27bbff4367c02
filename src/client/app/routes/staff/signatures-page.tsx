import { Title } from '@mantine/core';

/** /staff/signatures: the countersignature queue (being built, issue 44). */
export function Component() {
  return <Title order={1}>Signatures</Title>;
}
