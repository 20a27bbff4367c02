import type { ReactNode } from 'react';
import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';
import { HavenLogo } from './haven-logo';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
  /**
   * The language menu, top-right beside the logo. Family pages pass it; staff pages are English and do not, so
   * their bundle does not carry the menu either.
   */
  languageMenu?: ReactNode;
}

/** The centred card of the sign-in, password and invitation pages. */
export function AuthCard({ title, description, children, footer, languageMenu }: AuthCardProps) {
  const { t } = useTranslation('auth');
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              component={Link}
              to={PATHS.home}
              underline="never"
              aria-label={t('card.homeLink')}
              w="fit-content"
            >
              <HavenLogo />
            </Anchor>
            {languageMenu}
          </Group>
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
          {footer}
        </Stack>
      </Paper>
    </Center>
  );
}
