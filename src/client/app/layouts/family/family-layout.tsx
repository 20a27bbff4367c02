import { lazy, memo, Suspense } from 'react';
import { AppShell } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@shared/paths';
import { signInPathFor } from '@client/lib/auth/return-path';
import { useAuth } from '@client/lib/auth/use-auth';
import { CenteredLoader } from '@client/components/centered-loader';
import { ChatLauncher } from '@client/features/assistant-chat/components/chat-launcher';
import { useUnreadMessages } from '@client/features/messages/api/messages-api';
import { useOpenChecklistForm } from '@client/features/signing/api/family-signing';
import { FamilyHeader } from './family-header';
import { FamilySidebar } from './family-sidebar';
import { ShellFrame } from './shell-frame';

/** The assistant's button, with the unread count (the signing feature opens a checklist item's form). */
function FamilyChatLauncher() {
  const messagesUnread = useUnreadMessages().data ?? 0;
  const openForm = useOpenChecklistForm();
  return <ChatLauncher unread={messagesUnread} onOpenForm={openForm} />;
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

/** An adult's own account's shell (issue 44), loaded only for such an account. */
const MemberShell = lazy(() => import('./member-shell'));

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
  if (session.user.memberId)
    return (
      <Suspense fallback={<CenteredLoader />}>
        <MemberShell name={session.user.memberName ?? session.user.email} />
      </Suspense>
    );
  return <FamilyShell />;
}
