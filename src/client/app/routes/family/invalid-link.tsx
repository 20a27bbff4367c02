import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A reset or invitation page opened without its token. */
export function InvalidLink({ retryPath, retryLabel }: { retryPath: string; retryLabel: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('invalidLink.title')}>
      <Anchor component={Link} to={retryPath} size="sm">
        {retryLabel}
      </Anchor>
    </Alert>
  );
}
