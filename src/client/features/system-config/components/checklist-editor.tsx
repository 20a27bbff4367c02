import { useState } from 'react';
import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import type { Requirement } from '@shared/requirements/requirements.schema';
import { useReorderRequirements, useToggleRequirement } from '../api/use-requirements';
import { moveWithinStep } from '../utils/requirement-form';
import { RequirementFormModal } from './requirement-form-modal';
import { RequirementRow } from './requirement-row';

/**
 * The agency's document checklist, step by step. Each change is saved at once and every family still on its
 * journey follows: new items are asked for, disabled ones withdrawn unless already handed in.
 */
export function ChecklistEditor({ items }: { items: Requirement[] }) {
  const [editing, setEditing] = useState<{ item: Requirement | undefined; stepId: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reorder = useReorderRequirements();
  const toggle = useToggleRequirement();

  function move(stepItems: Requirement[], index: number, delta: -1 | 1) {
    const item = stepItems[index];
    if (!item) return;
    const ids = moveWithinStep(
      stepItems.map((i) => i.id),
      index,
      delta,
    );
    reorder.mutate(
      { stepId: item.stepId, ids },
      {
        onSuccess: () =>
          setAnnouncement(`${item.name} moved to position ${ids.indexOf(item.id) + 1} of ${ids.length}`),
      },
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        What families hand in at each step. Per-member items are asked of every matching household member.
        Changes apply to every family still on its journey as soon as they are saved; documents already handed
        in are kept.
      </Text>
      {JOURNEY_STEPS.map((step) => {
        const stepItems = items.filter((item) => item.stepId === step.id);
        const headingId = `checklist-step-${step.id}`;
        return (
          <Stack key={step.id} gap="xs" component="section" aria-labelledby={headingId}>
            <Group justify="space-between" gap="sm">
              <Title order={3} fz="md" id={headingId}>
                Step {step.id}: {step.title}
              </Title>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setEditing({ item: undefined, stepId: step.id })}
                aria-label={`Add an item to step ${step.id}: ${step.title}`}
              >
                Add item
              </Button>
            </Group>
            {stepItems.length === 0 ? (
              <Text size="sm" c="dimmed">
                No documents are asked for at this step.
              </Text>
            ) : (
              <Stack
                component="ol"
                gap="xs"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-labelledby={headingId}
              >
                {stepItems.map((item, index) => (
                  <RequirementRow
                    key={item.id}
                    item={item}
                    first={index === 0}
                    last={index === stepItems.length - 1}
                    busy={reorder.isPending || toggle.isPending}
                    onMove={(delta) => move(stepItems, index, delta)}
                    onToggle={(enabled) => toggle.mutate({ id: item.id, enabled, name: item.name })}
                    onEdit={() => setEditing({ item, stepId: item.stepId })}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <RequirementFormModal editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
