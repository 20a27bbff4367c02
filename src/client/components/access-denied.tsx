import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Shown in place of a staff page the user lacks the permission for (the server refuses it as well). */
export function AccessDenied() {
  return (
    <Stack align="flex-start" gap="sm" maw={560}>
      <ThemeIcon color="red" variant="light" size="xl" radius="xl" aria-hidden>
        <IconLock size={22} />
      </ThemeIcon>
      <Title order={1}>Access denied</Title>
      <Text c="dimmed">
        You do not have permission to view this page. Ask an administrator if you need access.
      </Text>
    </Stack>
  );
}
