import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ROLE_TITLE_MAX, SUPPORT_TEAM_MAX } from '@shared/families/families.limits';
import type { SupportTeamMember } from '@shared/family-portal/family-portal.schema';
import { FormActions } from '@client/components/form-actions';
import { useSaveSupportTeam } from '../api/use-family-mutations';
import {
  emptyTeamRow,
  hasTeamErrors,
  supportTeamErrors,
  teamRows,
  toSupportStaffBody,
  type SupportTeamRow,
  type SupportTeamRowErrors,
} from '../utils/support-team';
import { StaffPicker } from './staff-picker';

interface SupportTeamEditorProps {
  familyId: string;
  team: SupportTeamMember[];
  onDone: () => void;
}

/** Up to three staff members with their role titles, replaced as a whole on save. */
export function SupportTeamEditor({ familyId, team, onDone }: SupportTeamEditorProps) {
  const saveTeam = useSaveSupportTeam(familyId);
  const [rows, setRows] = useState(() => teamRows(team));
  const [errors, setErrors] = useState<SupportTeamRowErrors[]>([]);

  function change(key: string, patch: Partial<SupportTeamRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setErrors([]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = supportTeamErrors(rows);
    setErrors(found);
    if (!hasTeamErrors(found)) saveTeam.mutate(toSupportStaffBody(rows), { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Up to {SUPPORT_TEAM_MAX} staff members, in the order the family sees them.
        </Text>
        {rows.length === 0 && <Text size="sm">No one is assigned.</Text>}
        {rows.map((row, index) => (
          <Paper key={row.key} withBorder p="sm" radius="md">
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Stack gap="xs" style={{ flex: 1 }}>
                <StaffPicker
                  label={`Staff member ${index + 1}`}
                  value={row.userId}
                  valueName={row.name}
                  error={errors[index]?.user}
                  onChange={(userId, name) => change(row.key, { userId, name })}
                />
                <TextInput
                  label={`Role title ${index + 1}`}
                  placeholder="e.g. Caseworker"
                  maxLength={ROLE_TITLE_MAX}
                  value={row.roleTitle}
                  error={errors[index]?.roleTitle}
                  onChange={(event) => change(row.key, { roleTitle: event.currentTarget.value })}
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`Remove staff member ${index + 1}`}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= SUPPORT_TEAM_MAX}
          onClick={() => setRows((current) => [...current, emptyTeamRow()])}
          style={{ alignSelf: 'flex-start' }}
        >
          Add staff member
        </Button>
        <FormActions onCancel={onDone} submitLabel="Save team" submitting={saveTeam.isPending} />
      </Stack>
    </form>
  );
}
