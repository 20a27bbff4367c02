import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@client/components/auth-card';
import { LanguageMenu } from '@client/components/language-menu';
import { useRouteHandle } from '@client/components/use-route-title';
import { ForgotPasswordForm } from '@client/features/auth/components/forgot-password-form';
import { SIGN_IN_PATHS } from './sign-in-paths';

/**
 * /family/forgot-password, and /auth/forgot-password for staff: asks for a reset link by e-mail. Staff pages are
 * English, so only the family's has the language menu.
 */
export function Component() {
  const portal = useRouteHandle()?.portal ?? 'family';
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
      languageMenu={portal === 'family' ? <LanguageMenu /> : undefined}
      footer={
        <Anchor component={Link} to={SIGN_IN_PATHS[portal]} size="sm">
          {t('forgotPassword.backToSignIn')}
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
