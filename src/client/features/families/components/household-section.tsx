import { lazy, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Household, HouseholdMember } from '@shared/family-portal/family-portal.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { FormModal } from '@client/components/form-modal';
import { useRemoveHouseholdMember } from '../api/use-family-mutations';
import { ProposedChanges } from './proposed-changes';

const MemberForm = lazy(async () => ({ default: (await import('./member-form')).MemberForm }));

interface HouseholdSectionProps {
  familyId: string;
  household: Household;
  /** A family the reader may only read: no add, edit or remove. */
  readOnly?: boolean;
  /** Under the members: their own accounts, which another feature owns (the page passes them in). */
  memberAccounts?: ReactNode;
}

/** Everyone in the home, with add, edit and (confirmed) remove, and the changes the family proposed. */
export function HouseholdSection({
  familyId,
  household,
  readOnly = false,
  memberAccounts,
}: HouseholdSectionProps) {
  const [opened, dialog] = useDisclosure(false);
  const [editing, setEditing] = useState<HouseholdMember | undefined>(undefined);
  const removeMember = useRemoveHouseholdMember(familyId);
  const members = [...household.primaryApplicants, ...household.members];
  const { total, adults, children } = household.totals;

  function openForm(member: HouseholdMember | undefined) {
    setEditing(member);
    dialog.open();
  }

  function confirmRemoval(member: HouseholdMember) {
    openConfirmModal({
      title: 'Remove household member',
      children: <Text size="sm">Remove {member.name} from the household? Their documents stay on file.</Text>,
      labels: { confirm: 'Remove member', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => removeMember.mutate(member),
    });
  }

  const facts: DataColumn<HouseholdMember>[] = [
    {
      key: 'name',
      label: 'Name',
      render: (member) => (
        <Text size="sm" fw={600}>
          {member.name}
        </Text>
      ),
    },
    { key: 'role', label: 'Role', render: (member) => member.roleLabel },
    { key: 'relationship', label: 'Relationship', render: (member) => member.relationship ?? '—' },
    { key: 'age', label: 'Age', render: (member) => member.age ?? '—' },
    {
      key: 'files',
      label: 'Files',
      render: (member) =>
        member.filesRequired === 0 ? '—' : `${member.filesSubmitted} of ${member.filesRequired}`,
    },
  ];
  const actions: DataColumn<HouseholdMember> = {
    key: 'actions',
    label: 'Actions',
    render: (member) => (
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={`Edit ${member.name}`} onClick={() => openForm(member)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${member.name}`}
          onClick={() => confirmRemoval(member)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    ),
  };
  const columns = readOnly ? facts : [...facts, actions];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Badge variant="light">{total} Total Members</Badge>
          <Badge variant="light" color="gray">
            {adults} Adults, {children} Children
          </Badge>
        </Group>
        {!readOnly && (
          <Button
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => openForm(undefined)}
          >
            Add member
          </Button>
        )}
      </Group>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          No household members yet.
        </Text>
      ) : (
        <DataTable rows={members} rowKey={(member) => member.id} columns={columns} minWidth={640} />
      )}
      {memberAccounts}
      <ProposedChanges familyId={familyId} readOnly={readOnly} />
      <FormModal
        opened={opened}
        onClose={dialog.close}
        title={editing ? `Edit ${editing.name}` : 'Add household member'}
      >
        <MemberForm familyId={familyId} member={editing} onDone={dialog.close} />
      </FormModal>
    </Stack>
  );
}
