import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { ForgotPasswordForm } from '@client/features/auth/components/forgot-password-form';

/** /family/forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to={PATHS.familySignIn} size="sm">
          Back to sign in
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
