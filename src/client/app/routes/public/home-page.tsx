import { Anchor, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PATHS } from '@shared/paths';
import { HavenLogo } from '@client/components/haven-logo';
import { DemoFamilyButton } from '@client/features/auth/components/demo-family-button';
import { useAuth } from '@client/lib/auth/use-auth';

/** '/': what Haven is, and the ways in (the demo family, family sign-in, the staff portal). */
export function HomePage() {
  const { session } = useAuth();
  const navigate = useNavigate();

  if (session?.user.kind === 'family') return <Navigate to={PATHS.familyDashboard} replace />;
  const staffSignedIn = session?.user.kind === 'staff';

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="lg" ta="center" maw={560}>
        <HavenLogo variant="hero" />
        <Text size="lg" c="dimmed">
          The foster family approval portal for families and agency staff. Families follow their approval
          journey, tasks and documents; staff review, guide and approve.
        </Text>
        {!staffSignedIn && (
          <DemoFamilyButton onSignedIn={() => void navigate(PATHS.familyDashboard, { replace: true })} />
        )}
        <Group gap="lg" justify="center">
          {!staffSignedIn && (
            <Anchor component={Link} to={PATHS.familySignIn} fw={600}>
              Family sign-in
            </Anchor>
          )}
          <Button
            component={Link}
            to={staffSignedIn ? PATHS.staffDashboard : PATHS.auth}
            variant={staffSignedIn ? 'filled' : 'default'}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Staff Portal
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
