import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowUp, IconTrash } from '@tabler/icons-react';
import { PROGRAM_TYPES_MAX, ProgramTypesSchema } from '@shared/system-config/program-types';
import { useSaveProgramTypes } from '../api/use-program-types';
import { useReportUnsaved } from './unsaved-changes';

/**
 * The agency's program types, in the order New Family offers them: add, move up, remove, then Save. The server
 * refuses to remove a type a family or a checklist item still names, and says which. The caller keys it by
 * the saved list, so a successful save starts it afresh.
 */
export function ProgramTypesEditor({ saved }: { saved: readonly string[] }) {
  const save = useSaveProgramTypes();
  const [names, setNames] = useState<string[]>([...saved]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = names.join('\n') !== saved.join('\n');
  useReportUnsaved('program-types', dirty);

  function add() {
    const name = draft.trim();
    const next = [...names, name];
    const parsed = ProgramTypesSchema.safeParse({ programTypes: next });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Enter a program type');
      return;
    }
    setNames(next);
    setDraft('');
    setProblem(null);
  }

  const moveUp = (index: number) =>
    setNames((current) => {
      const next = [...current];
      [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
      return next;
    });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        New Family asks staff to choose one; families see theirs on the Applicant Type tile. A checklist item
        can be limited to one program type.
      </Text>
      <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Program types">
        {names.map((name, index) => (
          <Group component="li" key={name} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{name}</Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                disabled={index === 0}
                onClick={() => moveUp(index)}
                aria-label={`Move ${name} up`}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={names.length === 1}
                onClick={() => setNames((current) => current.filter((n) => n !== name))}
                aria-label={`Remove ${name}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="New program type"
          value={draft}
          error={problem}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          style={{ flex: '1 1 240px' }}
          maw={360}
        />
        <Button variant="light" onClick={add} disabled={!draft.trim() || names.length >= PROGRAM_TYPES_MAX}>
          Add
        </Button>
        <Button
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => save.mutate({ programTypes: names })}
        >
          Save program types
        </Button>
      </Group>
    </Stack>
  );
}
