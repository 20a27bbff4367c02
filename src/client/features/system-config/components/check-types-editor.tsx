import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { CheckAppliesTo } from '@shared/background-checks/background-check-rules';
import type { CheckType, CheckTypeBody } from '@shared/background-checks/background-checks.schema';
import { CHECK_TYPE_NAME_MAX } from '@shared/background-checks/background-checks.limits';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { FormActions } from '@client/components/form-actions';
import { useSaveCheckType } from '../api/use-check-types';

/** Who a check type applies to, in staff's words. */
const APPLIES_TO_LABELS: Record<CheckAppliesTo, string> = {
  every_adult: 'Every adult',
  lived_out_of_state: 'Adults who lived in another state in the last 5 years',
  drives_children: 'Adults who will drive children',
};
const APPLIES_TO_OPTIONS = Object.entries(APPLIES_TO_LABELS).map(([value, label]) => ({ value, label }));

function CheckTypeForm({ type, onDone }: { type: CheckType | null; onDone: () => void }) {
  const save = useSaveCheckType();
  const [body, setBody] = useState<CheckTypeBody>({
    name: type?.name ?? '',
    appliesTo: type?.appliesTo ?? 'every_adult',
    active: type?.active ?? true,
  });
  const [tried, setTried] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!body.name.trim()) return;
    save.mutate({ key: type?.key, body: { ...body, name: body.name.trim() } }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          data-autofocus
          maxLength={CHECK_TYPE_NAME_MAX}
          value={body.name}
          error={tried && !body.name.trim() ? 'Enter a name' : null}
          onChange={(e) => setBody({ ...body, name: e.currentTarget.value })}
        />
        <Select
          label="Applies to"
          data={APPLIES_TO_OPTIONS}
          value={body.appliesTo}
          allowDeselect={false}
          onChange={(value) => value && setBody({ ...body, appliesTo: value as CheckAppliesTo })}
        />
        <Switch
          label="Active"
          checked={body.active}
          onChange={(e) => setBody({ ...body, active: e.currentTarget.checked })}
        />
        <FormActions
          onCancel={onDone}
          submitLabel={type ? 'Save' : 'Add check type'}
          submitting={save.isPending}
          mt="xs"
        />
      </Stack>
    </form>
  );
}

/**
 * The agency's background check types: which adults each applies to, on or off, and how many are recorded (a
 * used type is switched off rather than removed). Families' checks follow at once.
 */
export function CheckTypesEditor({ types }: { types: readonly CheckType[] }) {
  const [editing, setEditing] = useState<CheckType | 'new' | null>(null);
  const toggle = useSaveCheckType();
  const columns: DataColumn<CheckType>[] = [
    {
      key: 'name',
      label: 'Check',
      render: (type) => (
        <Text size="sm" fw={500}>
          {type.name}
        </Text>
      ),
    },
    { key: 'applies', label: 'Applies to', render: (type) => APPLIES_TO_LABELS[type.appliesTo] },
    {
      key: 'active',
      label: 'Active',
      render: (type) => (
        <Switch
          aria-label={`${type.name} active`}
          checked={type.active}
          disabled={toggle.isPending}
          onChange={(e) =>
            toggle.mutate({
              key: type.key,
              body: { name: type.name, appliesTo: type.appliesTo, active: e.currentTarget.checked },
            })
          }
        />
      ),
    },
    { key: 'recorded', label: 'Recorded', nowrap: true, render: (type) => `${type.recorded} recorded` },
    {
      key: 'edit',
      label: 'Actions',
      render: (type) => (
        <Button size="xs" variant="subtle" onClick={() => setEditing(type)} aria-label={`Edit ${type.name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Each adult in a household needs the active checks that apply to them; the family cannot be approved
        until every one is cleared or exempted.
      </Text>
      <DataTable rows={types} rowKey={(type) => type.key} columns={columns} minWidth={720} />
      <Group>
        <Button variant="light" onClick={() => setEditing('new')}>
          Add check type
        </Button>
      </Group>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add check type' : `Edit ${editing?.name ?? ''}`}
      >
        {editing !== null && (
          <CheckTypeForm type={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
