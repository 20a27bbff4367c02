import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

/**
 * What a new staff account sees until an administrator gives it a role (decision 009): every staff page
 * would be refused, so the account is told why instead of being shown "Access denied" everywhere.
 */
export function AwaitingApproval({ email }: { email: string }) {
  return (
    <Stack align="flex-start" gap="sm" maw={600}>
      <ThemeIcon color="blue" variant="light" size="xl" radius="xl" aria-hidden>
        <IconHourglass size={22} />
      </ThemeIcon>
      <Title order={1}>Waiting for approval</Title>
      <Text>
        Your staff account {email} is set up. An administrator at your agency needs to approve it and give it
        a role before you can see agency information.
      </Text>
      <Text c="dimmed" size="sm">
        There is nothing more to do for now. Once an administrator has approved the account, reload this page.
      </Text>
    </Stack>
  );
}
