import { Loader, Stack, ThemeIcon } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CenteredLoaderProps {
  /** The product's mark above the spinner: the frame the app shows while it starts (`AppLoadingFrame`). */
  mark?: boolean;
}

/** A full-height spinner for pages whose data (or auth state) is not known yet. */
export function CenteredLoader({ mark = false }: CenteredLoaderProps) {
  const { t } = useTranslation();
  return (
    <Stack mih="60dvh" align="center" justify="center" gap="lg" role="status" aria-label={t('shell.loading')}>
      {mark && (
        <ThemeIcon size={40} radius="md" aria-hidden>
          <IconHomeHeart size={24} />
        </ThemeIcon>
      )}
      <Loader />
    </Stack>
  );
}

/** What the app shows while it starts: the router's first-load fallback. */
export function AppLoadingFrame() {
  return <CenteredLoader mark />;
}
