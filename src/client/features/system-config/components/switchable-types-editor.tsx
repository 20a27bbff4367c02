import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { FormActions } from '@client/components/form-actions';

/** One of the agency's named things that is switched off rather than removed once used. */
export interface SwitchableType {
  key: string;
  name: string;
  active: boolean;
}

interface SwitchableFormProps<B extends { name: string; active: boolean }> {
  initial: B;
  nameMin?: number;
  nameMax: number;
  submitLabel: string;
  submitting: boolean;
  /** With the name trimmed. */
  onSubmit: (body: B) => void;
  onCancel: () => void;
  /** The fields between the name and Active. */
  children: (body: B, set: (patch: Partial<B>) => void) => ReactNode;
}

/** The add and edit dialog's form: Name, the type's own fields, Active. */
export function SwitchableForm<B extends { name: string; active: boolean }>({
  initial,
  nameMin = 1,
  nameMax,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  children,
}: SwitchableFormProps<B>) {
  const [body, setBody] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<B>) => setBody((current) => ({ ...current, ...patch }));
  const name = body.name.trim();
  const nameError =
    name.length === 0 ? 'Enter a name' : name.length < nameMin ? `Use at least ${nameMin} characters` : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!nameError) onSubmit({ ...body, name });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          data-autofocus
          maxLength={nameMax}
          value={body.name}
          error={tried ? nameError : null}
          onChange={(e) => set({ name: e.currentTarget.value } as Partial<B>)}
        />
        {children(body, set)}
        <Switch
          label="Active"
          checked={body.active}
          onChange={(e) => set({ active: e.currentTarget.checked } as Partial<B>)}
        />
        <FormActions onCancel={onCancel} submitLabel={submitLabel} submitting={submitting} mt="xs" />
      </Stack>
    </form>
  );
}

interface SwitchableTypesEditorProps<T extends SwitchableType> {
  intro: ReactNode;
  rows: readonly T[];
  /** The first column's heading ('Check', 'Item'). */
  nameLabel: string;
  /** The columns between the name and Active. */
  columns: readonly DataColumn<T>[];
  /** How much it is used ('3 recorded'): a used one can be switched off, not removed. */
  usage: { label: string; render: (row: T) => string };
  /** 'Add check type', 'Add item': the button and the dialog's title. */
  addLabel: string;
  onToggle: (row: T, active: boolean) => void;
  toggling: boolean;
  /** The add (`row` null) or edit form; `close` when it is done. */
  renderForm: (row: T | null, close: () => void) => ReactNode;
  minWidth: number;
}

/**
 * The agency's list of something families are measured against (background check types, the home assessment's
 * checklist): each one on or off, how much it is used, Edit, and Add. Nothing is removed: a switched-off one
 * keeps what was recorded with it.
 */
export function SwitchableTypesEditor<T extends SwitchableType>({
  intro,
  rows,
  nameLabel,
  columns,
  usage,
  addLabel,
  onToggle,
  toggling,
  renderForm,
  minWidth,
}: SwitchableTypesEditorProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const close = () => setEditing(null);
  const allColumns: DataColumn<T>[] = [
    {
      key: 'name',
      label: nameLabel,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    ...columns,
    {
      key: 'active',
      label: 'Active',
      render: (row) => (
        <Switch
          aria-label={`${row.name} active`}
          checked={row.active}
          disabled={toggling}
          onChange={(e) => onToggle(row, e.currentTarget.checked)}
        />
      ),
    },
    { key: 'usage', label: usage.label, nowrap: true, render: usage.render },
    {
      key: 'edit',
      label: 'Actions',
      render: (row) => (
        <Button size="xs" variant="subtle" onClick={() => setEditing(row)} aria-label={`Edit ${row.name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <DataTable rows={rows} rowKey={(row) => row.key} columns={allColumns} minWidth={minWidth} />
      <Group>
        <Button variant="light" onClick={() => setEditing('new')}>
          {addLabel}
        </Button>
      </Group>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? addLabel : `Edit ${editing?.name ?? ''}`}
      >
        {editing !== null && renderForm(editing === 'new' ? null : editing, close)}
      </Modal>
    </Stack>
  );
}
