import { Button, Center, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HavenLogo } from '@client/components/haven-logo';
import { PATHS } from '@client/config/paths';

export function HomePage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="lg" ta="center" maw={560}>
        <HavenLogo variant="hero" />
        <Text size="lg" c="dimmed">
          The foster family approval portal for families and agency staff.
        </Text>
        <Button
          component={Link}
          to={PATHS.auth}
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          Staff Portal
        </Button>
      </Stack>
    </Center>
  );
}
