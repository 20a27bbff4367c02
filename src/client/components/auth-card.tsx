import type { ReactNode } from 'react';
import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';
import { HavenLogo } from './haven-logo';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
}

/** The centred card of the sign-in, password and invitation pages. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Anchor component={Link} to={PATHS.home} underline="never" aria-label="Haven home" w="fit-content">
            <HavenLogo />
          </Anchor>
          <Stack gap={4}>
            <Title order={1} fz="h2">
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
          {footer}
        </Stack>
      </Paper>
    </Center>
  );
}
