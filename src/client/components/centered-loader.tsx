import { Loader, Stack, ThemeIcon } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CenteredLoaderProps {
  /** The product's mark above the spinner: the frame the app shows while it starts (`AppLoadingFrame`). */
  mark?: boolean;
  /**
   * False in the signed-in pages' HTML (prerender.tsx): written at build time, it cannot speak the family's
   * language, so it stays silent and the router's copy, rendered in that language, announces the loading.
   */
  announce?: boolean;
}

/** A full-height spinner for pages whose data (or auth state) is not known yet. */
export function CenteredLoader({ mark = false, announce = true }: CenteredLoaderProps) {
  const { t } = useTranslation();
  const status = announce ? { role: 'status', 'aria-label': t('shell.loading') } : { 'aria-hidden': true };
  return (
    <Stack mih="60dvh" align="center" justify="center" gap="lg" {...status}>
      {mark && (
        <ThemeIcon size={40} radius="md" aria-hidden>
          <IconHomeHeart size={24} />
        </ThemeIcon>
      )}
      <Loader />
    </Stack>
  );
}

/**
 * What the app shows while it starts: the router's first-load fallback. The HTML of `/family` and `/staff` carries
 * the same (decision 029), so a slow phone shows it before the scripts have arrived instead of a blank page.
 */
export function AppLoadingFrame() {
  return <CenteredLoader mark />;
}
