import { Anchor, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PATHS } from '@shared/paths';
import { HavenLogo } from '@client/components/haven-logo';
import { LanguageMenu } from '@client/components/language-menu';
import { DemoFamilyButton } from '@client/features/auth/components/demo-family-button';
import { useAuth } from '@client/lib/auth/use-auth';

/** '/': what Haven is, and the ways in (the demo family, family sign-in, the staff portal). */
export function Component() {
  const { t } = useTranslation('auth');
  const { session } = useAuth();
  const navigate = useNavigate();

  if (session?.user.kind === 'family') return <Navigate to={PATHS.familyDashboard} replace />;
  const staffSignedIn = session?.user.kind === 'staff';

  return (
    <Stack mih="100dvh" gap={0}>
      {/* In a row of its own above the content, so it never covers the logo on a narrow screen. */}
      <Group component="header" justify="flex-end" px="md" pt="xs">
        <LanguageMenu />
      </Group>
      <Center component="main" flex={1} p="md">
        <Stack align="center" gap="lg" ta="center" maw={560}>
          <HavenLogo variant="hero" />
          <Text size="lg" c="dimmed">
            {t('home.intro')}
          </Text>
          {!staffSignedIn && (
            <DemoFamilyButton onSignedIn={() => void navigate(PATHS.familyDashboard, { replace: true })} />
          )}
          <Group gap="lg" justify="center">
            {!staffSignedIn && (
              <Anchor component={Link} to={PATHS.familySignIn} fw={600}>
                {t('home.familySignIn')}
              </Anchor>
            )}
            <Button
              component={Link}
              to={staffSignedIn ? PATHS.staffDashboard : PATHS.auth}
              variant={staffSignedIn ? 'filled' : 'default'}
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('home.staffPortal')}
            </Button>
          </Group>
        </Stack>
      </Center>
    </Stack>
  );
}
