import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { LanguageMenu } from '@client/components/language-menu';
import { ForgotPasswordForm } from '@client/features/auth/components/forgot-password-form';

/** /family/forgot-password: asks for a reset link by e-mail. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
      languageMenu={<LanguageMenu />}
      footer={
        <Anchor component={Link} to={PATHS.familySignIn} size="sm">
          {t('forgotPassword.backToSignIn')}
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
