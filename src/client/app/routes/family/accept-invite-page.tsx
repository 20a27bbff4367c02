import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { SetPasswordForm } from '@client/features/auth/components/set-password-form';
import { authStore } from '@client/lib/auth/auth-store';
import { InvalidLink } from './invalid-link';

/** /family/accept-invite?token=…: the invited applicant chooses a password and lands on the dashboard. */
export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');

  return (
    <AuthCard
      title="Welcome to Haven"
      description="Your agency invited you to the family portal. Choose a password to get started."
    >
      {token ? (
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
      ) : (
        <InvalidLink retryPath={PATHS.familySignIn} retryLabel="Go to family sign-in" />
      )}
    </AuthCard>
  );
}
