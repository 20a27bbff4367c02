import { memo } from 'react';
import { AppShell, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@shared/paths';
import { AppHeader, UserAvatar } from '@client/components/app-header';
import { LanguageMenu } from '@client/components/language-menu';
import { SidebarItem } from '@client/components/sidebar-nav';
import { type FamilyHeaderProps, ProductTitle } from './family-header';
import { memberMayOpen } from './family-navigation';
import { ShellFrame } from './shell-frame';

/**
 * An adult's own account (issue 44): the mark (home is My Items), their name, the language menu and sign-out.
 * No bell and no saved language: those are the family's, and its routes refuse this account; the language
 * chosen here holds for this browser.
 */
function MemberHeader({ navOpened, onToggleNav, name }: FamilyHeaderProps & { name: string }) {
  const { t } = useTranslation('familyPortal');
  return (
    <AppHeader
      navOpened={navOpened}
      onToggleNav={onToggleNav}
      navbarId="family-navbar"
      brand={<ProductTitle home={PATHS.familyMyItems} label={t('header.memberHomeLabel')} />}
    >
      <LanguageMenu />
      {/* Read out once, by the avatar. */}
      <Text size="sm" fw={500} visibleFrom="sm" px={4} aria-hidden>
        {name}
      </Text>
      <UserAvatar name={name} label={name} />
    </AppHeader>
  );
}

/** An adult's own account (issue 44): My Items is their one page (a form's signing page opens from it). */
function MemberSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('familyPortal');
  const label = t('nav.items.myItems');
  return (
    <SidebarItem
      item={{ label, path: PATHS.familyMyItems }}
      icons={{ [label]: IconChecklist }}
      onNavigate={onNavigate}
    />
  );
}

/** My Items and a form's signing page; any other family path goes to My Items (sign-in lands on /family). */
function MemberPages() {
  const { pathname } = useLocation();
  return memberMayOpen(pathname) ? <Outlet /> : <Navigate to={PATHS.familyMyItems} replace />;
}

/**
 * An adult's own account (issue 44): the header with their name, language and sign-out, a sidebar with My Items,
 * and only their own pages. Nothing of the family's shell (bell, assistant, messages): its routes refuse them.
 */
const MemberShell = memo(function MemberShell({ name }: { name: string }) {
  return (
    <ShellFrame
      header={(nav) => <MemberHeader navOpened={nav.opened} onToggleNav={nav.toggle} name={name} />}
      sidebar={(onNavigate) => <MemberSidebar onNavigate={onNavigate} />}
    >
      <AppShell.Main id="main-content" tabIndex={-1} bg="gray.0">
        <MemberPages />
      </AppShell.Main>
    </ShellFrame>
  );
});

export default MemberShell;
