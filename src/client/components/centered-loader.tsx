import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A full-height spinner for pages whose data (or auth state) is not known yet. */
export function CenteredLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" role="status" aria-label={t('shell.loading')}>
      <Loader />
    </Center>
  );
}
