import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown in place of a staff page the user lacks the permission for (the server refuses it as well). */
export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm" maw={560}>
      <ThemeIcon color="red" variant="light" size="xl" radius="xl" aria-hidden>
        <IconLock size={22} />
      </ThemeIcon>
      <Title order={1}>{t('accessDenied.title')}</Title>
      <Text c="dimmed">{t('accessDenied.message')}</Text>
    </Stack>
  );
}
