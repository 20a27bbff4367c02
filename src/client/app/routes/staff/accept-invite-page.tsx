import { Alert, Anchor, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { useInvitationStatus } from '@client/features/auth/api/invitation';
import { AcceptStaffInvitationForm } from '@client/features/admin/components/accept-staff-invitation-form';
import { authStore } from '@client/lib/auth/auth-store';
import { InvalidLink } from '../family/invalid-link';

/**
 * /staff/accept-invite?token=…: the link of Invite staff. A valid one lets the invitee choose a name and a
 * password and land signed in on the staff dashboard; a used or expired one says so before anything is typed.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const invitation = useInvitationStatus(token, 'staff');
  const status = token === null || invitation.isError ? 'expired' : invitation.data?.status;

  return (
    <AuthCard
      title="Join Haven"
      description={
        status === 'valid' ? 'Your agency invited you to Haven. Choose your name and a password.' : undefined
      }
    >
      {status === undefined && (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Checking your invitation link" />
        </Group>
      )}
      {status === 'used' && (
        <Alert
          color="blue"
          icon={<IconInfoCircle aria-hidden />}
          title="This invitation has already been used."
        >
          Your account is set up.{' '}
          <Anchor component={Link} to={PATHS.auth} size="sm">
            Go to staff sign-in
          </Anchor>
        </Alert>
      )}
      {status === 'expired' && (
        <InvalidLink
          retryPath={PATHS.auth}
          retryLabel="Ask your administrator for a new invitation, or sign in"
        />
      )}
      {status === 'valid' && token && (
        <AcceptStaffInvitationForm
          onSubmit={async ({ displayName, password }) => {
            await authStore.acceptStaffInvitation({ token, displayName, password });
            notifications.show({
              color: 'teal',
              title: 'Welcome to Haven',
              message: 'Your account is ready.',
            });
            await navigate(PATHS.staffDashboard, { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}
