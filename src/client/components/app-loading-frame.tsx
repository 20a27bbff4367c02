import { Loader, Stack, ThemeIcon } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AppLoadingFrameProps {
  /**
   * False in the signed-in pages' HTML (prerender.tsx): written at build time, it cannot speak the family's
   * language, so it stays silent and the router's copy, rendered in that language, announces the loading.
   */
  announce?: boolean;
}

/**
 * What the app shows while it starts on a signed-in page: the product's mark over a spinner. The HTML of `/family`
 * and `/staff` carries it, so a slow phone shows it before the scripts have arrived instead of a blank page, and the
 * router shows the same until the page has its data.
 */
export function AppLoadingFrame({ announce = true }: AppLoadingFrameProps) {
  const { t } = useTranslation();
  const status = announce ? { role: 'status', 'aria-label': t('shell.loading') } : { 'aria-hidden': true };
  return (
    <Stack mih="60dvh" align="center" justify="center" gap="lg" {...status}>
      <ThemeIcon size={40} radius="md" aria-hidden>
        <IconHomeHeart size={24} />
      </ThemeIcon>
      <Loader />
    </Stack>
  );
}
