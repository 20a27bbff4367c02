import { Center, Loader } from '@mantine/core';

/** A full-height spinner for pages whose data (or auth state) is not known yet. */
export function CenteredLoader() {
  return (
    <Center mih="60dvh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
