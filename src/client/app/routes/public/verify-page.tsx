import { Container, Group, Stack } from '@mantine/core';
import { LanguageMenu } from '@client/components/language-menu';
import { VerifyView } from '@client/features/signing/components/family/verify-view';

/** /verify (no sign-in): checks a sealed PDF or its code. */
export function Component() {
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="md">
        <Group justify="flex-end">
          <LanguageMenu />
        </Group>
        <VerifyView />
      </Stack>
    </Container>
  );
}
