import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { fieldConditionProblem } from '@shared/signing/form-rules';
import type { TemplateField } from '@shared/signing/signing.schema';

const TYPES: TemplateField['type'][] = ['text', 'email', 'tel', 'date', 'textarea', 'checkbox', 'radio'];

/** A field name from its label: lower-case letters, digits and '_' (what the API accepts). */
function nameFrom(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\d)/, 'f_$1') || 'field';
  let name = base.slice(0, 50);
  for (let n = 2; taken.includes(name); n += 1) name = `${base.slice(0, 50)}_${n}`;
  return name;
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const TICKED = [
  { value: 'true', label: 'ticked' },
  { value: 'false', label: 'not ticked' },
];

/**
 * "Show only when [field] is [value]" (issue 44): the earlier radios and checkboxes, and the chosen one's options
 * (or ticked / not ticked). Offered once there is an earlier radio or checkbox, or when the field has a condition.
 */
function ConditionInputs({
  fields,
  index,
  onChange,
}: {
  fields: readonly TemplateField[];
  index: number;
  onChange: (showWhen: TemplateField['showWhen']) => void;
}) {
  const field = fields[index];
  const candidates = fields.slice(0, index).filter((f) => f.type === 'radio' || f.type === 'checkbox');
  const condition = field?.showWhen;
  if (!field || (candidates.length === 0 && !condition)) return null;
  const target = candidates.find((f) => f.name === condition?.field);
  const values =
    target?.type === 'radio' ? (target.options ?? []).map((o) => ({ value: o, label: o })) : TICKED;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        style={{ flex: 1 }}
        label="Show only when"
        placeholder="Always shown"
        data={candidates.map((f) => ({ value: f.name, label: f.label }))}
        value={target?.name ?? null}
        clearable
        onChange={(name) => {
          const chosen = candidates.find((f) => f.name === name);
          if (!chosen) return onChange(undefined);
          onChange({
            field: chosen.name,
            equals: chosen.type === 'radio' ? (chosen.options?.[0] ?? '') : true,
          });
        }}
        error={fieldConditionProblem(fields, index)}
      />
      <Select
        w={120}
        label="is"
        data={values}
        disabled={!target}
        value={condition && target ? String(condition.equals) : null}
        allowDeselect={false}
        onChange={(value) =>
          target &&
          value !== null &&
          onChange({ field: target.name, equals: target.type === 'checkbox' ? value === 'true' : value })
        }
      />
    </Group>
  );
}

/** Add, edit, reorder and remove a template's fields (type, required, placeholder, options, condition). */
export function TemplateFieldsEditor({
  fields,
  onChange,
}: {
  fields: readonly TemplateField[];
  onChange: (fields: TemplateField[]) => void;
}) {
  const update = (index: number, patch: Partial<TemplateField>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  return (
    <Stack gap="xs">
      {fields.map((field, index) => (
        <Card key={field.name} withBorder padding="xs">
          <Stack gap={6}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={`Field ${index + 1} label`}
                value={field.label}
                onChange={(event) => update(index, { label: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <Select
                label="Type"
                data={TYPES}
                value={field.type}
                onChange={(value) => value && update(index, { type: value as TemplateField['type'] })}
                w={120}
                allowDeselect={false}
              />
            </Group>
            <Group gap="xs" justify="space-between">
              <Checkbox
                label="Required"
                checked={field.required}
                onChange={(event) => update(index, { required: event.currentTarget.checked })}
              />
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${field.label} up`}
                  disabled={index === 0}
                  onClick={() => onChange(move(fields, index, index - 1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${field.label} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => onChange(move(fields, index, index + 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${field.label}`}
                  onClick={() => onChange(fields.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            {field.type === 'radio' ? (
              <TagsInput
                label="Options"
                value={field.options ?? []}
                onChange={(options) => update(index, { options })}
              />
            ) : (
              field.type !== 'checkbox' && (
                <TextInput
                  label="Placeholder"
                  value={field.placeholder ?? ''}
                  onChange={(event) => update(index, { placeholder: event.currentTarget.value || undefined })}
                />
              )
            )}
            <ConditionInputs
              fields={fields}
              index={index}
              onChange={(showWhen) => update(index, { showWhen })}
            />
          </Stack>
        </Card>
      ))}
      <Button
        variant="light"
        onClick={() =>
          onChange([
            ...fields,
            {
              name: nameFrom(
                `New field ${fields.length + 1}`,
                fields.map((f) => f.name),
              ),
              label: `New field ${fields.length + 1}`,
              type: 'text',
              required: false,
            },
          ])
        }
      >
        Add field
      </Button>
    </Stack>
  );
}
