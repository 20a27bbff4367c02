import { Alert, Anchor, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { AuthCard } from '@client/components/auth-card';
import { LanguageMenu } from '@client/components/language-menu';
import { useInvitationStatus } from '@client/features/auth/api/invitation';
import { SetPasswordForm } from '@client/features/auth/components/set-password-form';
import { authStore } from '@client/lib/auth/auth-store';
import { followSessionLanguage } from '@client/lib/i18n/language';
import { InvalidLink } from './invalid-link';

/** An invitation that was accepted already: the password exists, so the way in is the sign-in page. */
function UsedInvitation() {
  const { t } = useTranslation('auth');
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t('invitation.usedTitle')}>
      {t('invitation.usedMessage')}
      <Group gap="md" mt="xs">
        <Anchor component={Link} to={PATHS.familySignIn} size="sm">
          {t('invitation.goToSignIn')}
        </Anchor>
        <Anchor component={Link} to={PATHS.familyForgotPassword} size="sm">
          {t('signIn.forgotPassword')}
        </Anchor>
      </Group>
    </Alert>
  );
}

/**
 * /family/accept-invite?token=…: the link is checked when the page opens; a valid one lets the invited applicant
 * choose a password and land on the dashboard, a used or expired one says so before anything is typed.
 */
export function Component() {
  const { t, i18n } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const invitation = useInvitationStatus(token);
  const status = token === null || invitation.isError ? 'expired' : invitation.data?.status;

  return (
    <AuthCard
      title={t('invitation.title')}
      description={status === 'valid' ? t('invitation.description') : undefined}
      languageMenu={<LanguageMenu />}
    >
      {status === undefined && (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('invitation.checking')} />
        </Group>
      )}
      {status === 'used' && <UsedInvitation />}
      {status === 'expired' && (
        <InvalidLink retryPath={PATHS.familySignIn} retryLabel={t('invitation.goToSignIn')} />
      )}
      {status === 'valid' && token && (
        <SetPasswordForm
          submitLabel={t('invitation.submit')}
          onSubmit={async (password) => {
            await authStore.acceptInvitation({ token, password });
            await followSessionLanguage(authStore.getState().session?.user.language);
            // Worded after the switch: `t` speaks the language the page was rendered in.
            const ready = i18n.getFixedT(null, 'auth');
            notifications.show({
              color: 'teal',
              title: ready('invitation.readyTitle'),
              message: ready('invitation.readyMessage'),
            });
            await navigate(PATHS.familyDashboard, { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}
