import { lazy } from 'react';
import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserEdit } from '@tabler/icons-react';
import type { SupportTeamMember } from '@shared/family-portal/family-portal.schema';
import { FormModal } from '@client/components/form-modal';

const SupportTeamEditor = lazy(async () => ({
  default: (await import('./support-team-editor')).SupportTeamEditor,
}));

interface SupportTeamSectionProps {
  familyId: string;
  team: SupportTeamMember[];
  /** A family the reader may only read: no editing. */
  readOnly?: boolean;
}

/** The staff the family sees on its Support Team tile; the caseworker assigned here sees the family. */
export function SupportTeamSection({ familyId, team, readOnly = false }: SupportTeamSectionProps) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {team.length === 0 ? 'No support staff assigned yet.' : `${team.length} staff assigned`}
        </Text>
        {!readOnly && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconUserEdit size={16} aria-hidden />}
            onClick={dialog.open}
          >
            Edit support team
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {team.map((member) => (
          <Paper key={member.userId} withBorder p="sm" radius="md">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={member.avatarUrl} name={member.name} color="teal" alt="" />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {member.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.roleTitle}
                </Text>
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <FormModal opened={opened} onClose={dialog.close} title="Edit support team" size="lg">
        <SupportTeamEditor familyId={familyId} team={team} onDone={dialog.close} />
      </FormModal>
    </Stack>
  );
}
