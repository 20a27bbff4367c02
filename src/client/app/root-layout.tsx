import { useEffect } from 'react';
import { Progress } from '@mantine/core';
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
  const documentTitle = title && title !== PRODUCT ? `${title} · ${PRODUCT}` : PRODUCT;
  // Set once the page has painted (a passive effect, where Mantine's useDocumentTitle sets it before the paint).
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

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
