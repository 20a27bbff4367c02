import { Alert, Anchor, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { useInvitationStatus } from '@client/features/auth/api/invitation';
import { SetPasswordForm } from '@client/features/auth/components/set-password-form';
import { authStore } from '@client/lib/auth/auth-store';
import { InvalidLink } from './invalid-link';

/** An invitation that was accepted already: the password exists, so the way in is the sign-in page. */
function UsedInvitation() {
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title="This invitation has already been used.">
      Your account is set up. Sign in with the password you chose, or reset it if you have forgotten it.
      <Group gap="md" mt="xs">
        <Anchor component={Link} to={PATHS.familySignIn} size="sm">
          Go to family sign-in
        </Anchor>
        <Anchor component={Link} to={PATHS.familyForgotPassword} size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </Alert>
  );
}

/**
 * /family/accept-invite?token=…: the link is checked when the page opens; a valid one lets the invited applicant
 * choose a password and land on the dashboard, a used or expired one says so before anything is typed.
 */
export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const invitation = useInvitationStatus(token);
  const status = token === null || invitation.isError ? 'expired' : invitation.data?.status;

  return (
    <AuthCard
      title="Welcome to Haven"
      description={
        status === 'valid'
          ? 'Your agency invited you to the family portal. Choose a password to get started.'
          : undefined
      }
    >
      {status === undefined && (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Checking your invitation link" />
        </Group>
      )}
      {status === 'used' && <UsedInvitation />}
      {status === 'expired' && (
        <InvalidLink retryPath={PATHS.familySignIn} retryLabel="Go to family sign-in" />
      )}
      {status === 'valid' && token && (
        <SetPasswordForm
          submitLabel="Set password"
          onSubmit={async (password) => {
            await authStore.acceptInvitation({ token, password });
            notifications.show({
              color: 'teal',
              title: 'Welcome!',
              message: 'Your family portal account is ready.',
            });
            await navigate(PATHS.familyDashboard, { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}
