import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { confirmPasswordReset } from '@client/features/auth/api/password-reset';
import { SetPasswordForm } from '@client/features/auth/components/set-password-form';
import type { Portal } from '@client/lib/auth/create-auth-store';
import { InvalidLink } from './invalid-link';

const SIGN_IN_PATHS: Record<Portal, string> = { family: PATHS.familySignIn, staff: PATHS.auth };

/**
 * The e-mailed reset link (/family/reset-password?token=…, and /auth/reset-password for staff accounts):
 * choose a new password, then sign in with it.
 */
export function ResetPasswordPage({ portal = 'family' }: { portal?: Portal }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const signInPath = SIGN_IN_PATHS[portal];

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Anchor component={Link} to={signInPath} size="sm">
          Back to sign in
        </Anchor>
      }
    >
      {token ? (
        <SetPasswordForm
          submitLabel="Set new password"
          onSubmit={async (password) => {
            await confirmPasswordReset({ token, password });
            notifications.show({
              color: 'teal',
              title: 'Password updated',
              message: 'Sign in with your new password.',
            });
            await navigate(signInPath, { replace: true });
          }}
        />
      ) : (
        <InvalidLink retryPath={PATHS.familyForgotPassword} retryLabel="Ask for a new link" />
      )}
    </AuthCard>
  );
}
