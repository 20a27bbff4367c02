import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { LanguageCode } from '@shared/i18n/languages';
import { errorMessage } from '@client/lib/api-client';
import { currentLanguage, showLanguage } from '@client/lib/i18n/language';
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

/** An e-mailed link's page speaks the language the link was sent in, once, unless the reader has chosen one. */
export function useLinkLanguage(language: LanguageCode | undefined) {
  const followed = useRef(false);
  useEffect(() => {
    if (!language || followed.current) return;
    followed.current = true;
    if (language !== currentLanguage()) void showLanguage(language).catch(() => undefined);
  }, [language]);
}

/**
 * Each new step of a link's page is announced where it starts: its heading takes the focus (not on the first
 * render, nor when `focusHeading` is false, as for a step that focuses its own input).
 */
export function useStepFocus(step: string, focusHeading = true): RefObject<HTMLDivElement | null> {
  const main = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!focusHeading) return;
    const heading = main.current?.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [step, focusHeading]);
  return main;
}
