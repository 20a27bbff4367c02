import { Progress } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useRouteTitle } from '@client/components/use-route-title';
import { usePathLanguage } from '@client/lib/i18n/use-path-language';

const PRODUCT = 'Haven';

export function RootLayout() {
  const title = useRouteTitle();
  const navigation = useNavigation();
  usePathLanguage();
  const { t } = useTranslation();
  useDocumentTitle(title && title !== PRODUCT ? `${title} · ${PRODUCT}` : PRODUCT);

  return (
    <>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          striped
          animated
          size={3}
          radius={0}
          aria-label={t('shell.loadingPage')}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
