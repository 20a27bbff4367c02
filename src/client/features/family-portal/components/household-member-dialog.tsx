import { Avatar, Badge, Group, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import { userInitials } from '@client/components/user-initials';
import { StatusBadge } from '@client/components/status-badge';

interface HouseholdMemberDialogProps {
  member: HouseholdMember | null;
  onClose: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}

/** A household member's details: role, relationship, age and their share of the paperwork. */
export function HouseholdMemberDialog({ member, onClose }: HouseholdMemberDialogProps) {
  return (
    <Modal opened={member !== null} onClose={onClose} title={member?.name ?? ''}>
      {member && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={member.avatarUrl} size="lg" radius="xl" color="teal" alt="" aria-hidden>
              {userInitials(member.name)}
            </Avatar>
            <Stack gap={4}>
              <Badge variant="light">{member.roleLabel}</Badge>
              <StatusBadge kind="householdMember" status={member.status} variant="dot" />
            </Stack>
          </Group>
          <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
            <Fact label="Relationship" value={member.relationship ?? 'Not recorded'} />
            <Fact label="Age" value={member.age === null ? 'Not recorded' : String(member.age)} />
            <Fact label="Files submitted" value={`${member.filesSubmitted} of ${member.filesRequired}`} />
            <Fact label="Completion" value={`${member.completionRate}%`} />
          </SimpleGrid>
          <Progress
            value={member.completionRate}
            aria-label={`${member.name}: ${member.completionRate}% of files complete`}
          />
        </Stack>
      )}
    </Modal>
  );
}
