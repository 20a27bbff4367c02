import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Route error boundary: something broke while rendering or loading a page (or a new deploy moved a chunk). */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">An unexpected error occurred. Reloading the page usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Stack>
    </Center>
  );
}
