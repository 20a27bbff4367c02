import { Anchor, Center, Code, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@shared/paths';

export function Component() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>
          <Trans t={t} i18nKey="notFound.noPageAt" components={{ path: <Code>{pathname}</Code> }} />
        </Text>
        <Anchor component={Link} to={PATHS.home}>
          {t('notFound.returnHome')}
        </Anchor>
      </Stack>
    </Center>
  );
}
