import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { CenteredLoader } from '@client/components/centered-loader';
import { LanguageMenu } from '@client/components/language-menu';
import { SignInForm } from '@client/features/auth/components/sign-in-form';
import { returnPathAfterSignIn } from '@client/lib/auth/return-path';
import { useAuth } from '@client/lib/auth/use-auth';

/** /family/sign-in: the family portal's sign-in, with the staff sign-in's validation and error texts. */
export function Component() {
  const { t } = useTranslation('auth');
  const { loading, session } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  if (loading) return <CenteredLoader />;
  if (session) return <Navigate to={returnPathAfterSignIn(searchParams, session.user.kind)} replace />;

  return (
    <AuthCard
      title={t('signIn.title')}
      description={t('signIn.description')}
      languageMenu={<LanguageMenu />}
      footer={
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={PATHS.familyForgotPassword} size="sm">
            {t('signIn.forgotPassword')}
          </Anchor>
          <Anchor component={Link} to={PATHS.auth} size="sm">
            {t('signIn.staffPortal')}
          </Anchor>
        </Group>
      }
    >
      <SignInForm
        portal="family"
        onSignedIn={() => void navigate(returnPathAfterSignIn(searchParams, 'family'), { replace: true })}
      />
    </AuthCard>
  );
}
