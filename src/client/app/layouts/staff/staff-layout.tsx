import { AppShell } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Navigate, Outlet, useLocation } from 'react-router';
import { allowsAny } from '@shared/auth/staff-navigation';
import { PATHS } from '@shared/paths';
import { signInPathFor } from '@client/lib/auth/return-path';
import { useAuth } from '@client/lib/auth/use-auth';
import { CenteredLoader } from '@client/components/centered-loader';
import { ShellNavbar } from '@client/components/shell-navbar';
import { SkipLink } from '@client/components/skip-link';
import { AccessDenied } from '@client/components/access-denied';
import { useRouteHandle } from '@client/components/use-route-title';
import { AssistantPanel } from './assistant-panel';
import { AwaitingApproval } from './awaiting-approval';
import { StaffHeader } from './staff-header';
import { StaffSidebar } from './staff-sidebar';

const ASSISTANT_OVERLAY_QUERY = '(max-width: 61.99em)';

/** The shell of every staff page: header, sidebar (a drawer below `sm`), assistant panel, page guard. */
export function Component() {
  const { loading, session, permissions, accessStatus, profileStatus, signedOutByUser } = useAuth();
  const page = useRouteHandle();
  const location = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const [assistantOpened, assistant] = useDisclosure(false);
  // Below `md` the assistant panel covers the page (the aside's breakpoint). Read during the first render, not
  // after it: a second render of the whole shell would follow the first at once.
  const assistantCoversPage = useMediaQuery(ASSISTANT_OVERLAY_QUERY, false, {
    getInitialValueInEffect: false,
  });
  useHotkeys([['Escape', nav.close]]);

  if (loading || (session && (profileStatus === 'idle' || profileStatus === 'loading')))
    return <CenteredLoader />;
  if (!session) return <Navigate to={signInPathFor('staff', signedOutByUser ? null : location)} replace />;
  if (session.user.kind === 'family') return <Navigate to={PATHS.familyDashboard} replace />;

  return (
    // Staff pages ask for confirmations (openConfirmModal); family pages do not.
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        aside={{
          width: 340,
          breakpoint: 'md',
          collapsed: { desktop: !assistantOpened, mobile: !assistantOpened },
        }}
        padding="md"
      >
        <SkipLink />
        <AppShell.Header>
          <StaffHeader
            navOpened={navOpened}
            onToggleNav={nav.toggle}
            assistantOpened={assistantOpened}
            onToggleAssistant={assistant.toggle}
          />
        </AppShell.Header>
        <ShellNavbar id="staff-navbar" label="Staff navigation" opened={navOpened}>
          <StaffSidebar permissions={permissions} onNavigate={nav.close} />
        </ShellNavbar>
        <AppShell.Aside id="staff-assistant" aria-label="AI Assistant">
          {assistantOpened && (
            <AssistantPanel onClose={assistant.close} closeOnNavigate={assistantCoversPage} />
          )}
        </AppShell.Aside>
        <AppShell.Main id="main-content" tabIndex={-1}>
          {accessStatus === 'pending' ? (
            <AwaitingApproval email={session.user.email} />
          ) : allowsAny(permissions, page?.anyOf ?? []) ? (
            <Outlet />
          ) : (
            <AccessDenied />
          )}
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
