import { memo, type ReactNode, useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@shared/paths';
import { signInPathFor } from '@client/lib/auth/return-path';
import { useAuth } from '@client/lib/auth/use-auth';
import { followSessionLanguage } from '@client/lib/i18n/language';
import { CenteredLoader } from '@client/components/centered-loader';
import { ShellNavbar } from '@client/components/shell-navbar';
import { SkipLink } from '@client/components/skip-link';
import { ChatLauncher } from '@client/features/assistant-chat/components/chat-launcher';
import { useUnreadMessages } from '@client/features/messages/api/messages-api';
import { useOpenChecklistForm } from '@client/features/signing/api/family-signing';
import { FamilyHeader, MemberHeader } from './family-header';
import { memberMayOpen } from './family-navigation';
import { FamilySidebar, MemberSidebar } from './family-sidebar';

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

/** The assistant's button, with the unread count (the signing feature opens a checklist item's form). */
function FamilyChatLauncher() {
  const messagesUnread = useUnreadMessages().data ?? 0;
  const openForm = useOpenChecklistForm();
  return <ChatLauncher unread={messagesUnread} onOpenForm={openForm} />;
}

interface ShellFrameProps {
  header: (nav: { opened: boolean; toggle: () => void }) => ReactNode;
  sidebar: (onNavigate: () => void) => ReactNode;
  children: ReactNode;
}

/** Header, sidebar (a drawer below `sm`, closed with Escape) and the page: what both family shells share. */
function ShellFrame({ header, sidebar, children }: ShellFrameProps) {
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

/**
 * Memoised, and the answers that change after the first render (the session's profile, the unread count) are
 * read by the small parts that show them: a store update renders at once and in one piece, so it
 * must not take the whole shell with it.
 */
const FamilyShell = memo(function FamilyShell() {
  return (
    <ShellFrame
      header={(nav) => <FamilyHeader navOpened={nav.opened} onToggleNav={nav.toggle} />}
      sidebar={(onNavigate) => <FamilySidebar onNavigate={onNavigate} />}
    >
      <AppShell.Main id="main-content" tabIndex={-1} bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <FamilyChatLauncher />
    </ShellFrame>
  );
});

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

/**
 * The shell of every family page: header, sidebar (a drawer below `sm`) and the family-only guard; an adult's
 * own account gets the member shell instead.
 */
export function Component() {
  const { loading, session, signedOutByUser } = useAuth();
  const location = useLocation();

  if (loading) return <CenteredLoader />;
  if (!session) return <Navigate to={signInPathFor('family', signedOutByUser ? null : location)} replace />;
  if (session.user.kind !== 'family') return <Navigate to={PATHS.staffDashboard} replace />;
  if (session.user.memberId) return <MemberShell name={session.user.memberName ?? session.user.email} />;
  return <FamilyShell />;
}
