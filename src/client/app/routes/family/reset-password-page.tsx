import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@client/components/auth-card';
import { LanguageMenu } from '@client/components/language-menu';
import { useRouteHandle } from '@client/components/use-route-title';
import { confirmPasswordReset } from '@client/features/auth/api/password-reset';
import { SetPasswordForm } from '@client/features/auth/components/set-password-form';
import { InvalidLink } from './invalid-link';
import { FORGOT_PASSWORD_PATHS, SIGN_IN_PATHS } from './sign-in-paths';

/**
 * The e-mailed reset link (/family/reset-password?token=…, and /auth/reset-password for staff accounts):
 * choose a new password, then sign in with it. Staff pages are English, so only the family's has the language menu.
 */
export function Component() {
  const portal = useRouteHandle()?.portal ?? 'family';
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const signInPath = SIGN_IN_PATHS[portal];

  return (
    <AuthCard
      title={t('resetPassword.title')}
      languageMenu={portal === 'family' ? <LanguageMenu /> : undefined}
      footer={
        <Anchor component={Link} to={signInPath} size="sm">
          {t('forgotPassword.backToSignIn')}
        </Anchor>
      }
    >
      {token ? (
        <SetPasswordForm
          submitLabel={t('resetPassword.submit')}
          onSubmit={async (password) => {
            await confirmPasswordReset({ token, password });
            notifications.show({
              color: 'teal',
              title: t('resetPassword.updatedTitle'),
              message: t('resetPassword.updatedMessage'),
            });
            await navigate(signInPath, { replace: true });
          }}
        />
      ) : (
        <InvalidLink
          retryPath={FORGOT_PASSWORD_PATHS[portal]}
          retryLabel={t('resetPassword.askForNewLink')}
        />
      )}
    </AuthCard>
  );
}
