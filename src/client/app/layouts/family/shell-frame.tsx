import { type ReactNode, useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@client/lib/auth/use-auth';
import { followSessionLanguage } from '@client/lib/i18n/language';
import { ShellNavbar } from '@client/components/shell-navbar';
import { SkipLink } from '@client/components/skip-link';

/**
 * A signed-in family sees its pages in the language its profile names, which its session carries, without
 * choosing again. Only a new value applies (a later session's): a choice made in the menu since this session
 * began is saved to the profile and is not undone by the session's older value.
 */
function SessionLanguage() {
  const language = useAuth().session?.user.language;
  useEffect(() => void followSessionLanguage(language), [language]);
  return null;
}

interface ShellFrameProps {
  header: (nav: { opened: boolean; toggle: () => void }) => ReactNode;
  sidebar: (onNavigate: () => void) => ReactNode;
  children: ReactNode;
}

/** Header, sidebar (a drawer below `sm`, closed with Escape) and the page: what both family shells share. */
export function ShellFrame({ header, sidebar, children }: ShellFrameProps) {
  const { t } = useTranslation('familyPortal');
  const [navOpened, nav] = useDisclosure(false);
  useHotkeys([['Escape', nav.close]]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <SessionLanguage />
      <SkipLink />
      <AppShell.Header>{header({ opened: navOpened, toggle: nav.toggle })}</AppShell.Header>
      <ShellNavbar id="family-navbar" label={t('nav.label')} opened={navOpened}>
        {sidebar(nav.close)}
      </ShellNavbar>
      {children}
    </AppShell>
  );
}
