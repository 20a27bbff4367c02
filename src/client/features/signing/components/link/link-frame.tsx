import { Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { HavenLogo } from '@client/components/haven-logo';
import { LanguageMenu } from '@client/components/language-menu';

/** The signing link's page: the product mark and the language menu above one step at a time. */
export function LinkFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Container component="main" size={wide ? 'md' : 'sm'} px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <HavenLogo />
          <LanguageMenu />
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
