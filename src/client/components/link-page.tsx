import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@client/lib/api-client';
import { HavenLogo } from './haven-logo';
import { LanguageMenu } from './language-menu';

/*
 * The pages of a link e-mailed to someone without an account (a signing link, a reference's questionnaire): the
 * product mark and the language menu above one step at a time, and the few outcomes every such link has. Each
 * link's page words them in its own namespace.
 */

/** The link's page: the product mark and the language menu above one step at a time. */
export function LinkFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Container component="main" size={wide ? 'md' : 'sm'} px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <HavenLogo />
          <LanguageMenu />
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

const TONES = {
  invalid: { color: 'red', icon: IconAlertCircle },
  done: { color: 'green', icon: IconCircleCheck },
  declined: { color: 'gray', icon: IconCircleX },
} as const;

interface LinkNoticeProps {
  /** invalid: the link does not work (no data shown); done: it is used up as it should be; declined. */
  tone: keyof typeof TONES;
  title: string;
  body: string;
  /** What to do next, smaller. */
  help?: string;
}

/**
 * An outcome with nothing more to do on the page: a link that does not work (whatever the reason: used, expired,
 * replaced, locked, made up — the same page, no data), or a last word once it is used. A finished one is
 * announced (`role="status"`).
 */
export function LinkNotice({ tone, title, body, help }: LinkNoticeProps) {
  const { color, icon: Icon } = TONES[tone];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start" role={tone === 'invalid' ? undefined : 'status'}>
        <ThemeIcon color={color} variant="light" size={44} radius="xl" aria-hidden>
          <Icon size={26} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{body}</Text>
        {help && (
          <Text c="dimmed" size="sm">
            {help}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

interface LinkLoadErrorProps {
  title: string;
  retryLabel: string;
  error: unknown;
  onRetry: () => void;
}

/** The link could not be read for another reason (offline, server trouble): try again. */
export function LinkLoadError({ title, retryLabel, error, onRetry }: LinkLoadErrorProps) {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {errorMessage(error)}
      </Alert>
      <Button variant="default" onClick={onRetry} w="fit-content">
        {retryLabel}
      </Button>
    </Stack>
  );
}
