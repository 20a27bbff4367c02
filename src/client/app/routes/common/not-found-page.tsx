import { Anchor, Center, Code, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@shared/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text>
          There is no page at <Code>{pathname}</Code>
        </Text>
        <Anchor component={Link} to={PATHS.home}>
          Return to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
