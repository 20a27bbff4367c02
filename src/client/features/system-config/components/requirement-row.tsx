import { ActionIcon, Badge, Button, Group, Paper, Stack, Switch } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import {
  REQUIREMENT_AUDIENCE_LABELS,
  REQUIREMENT_KIND_LABELS,
  type Requirement,
} from '@shared/requirements/requirements.schema';

interface RequirementRowProps {
  item: Requirement;
  first: boolean;
  last: boolean;
  /** A change is being saved: moves wait for it. */
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
}

/** One checklist item: order buttons, enabled switch, what it asks and of whom, and Edit. */
export function RequirementRow({ item, first, last, busy, onMove, onToggle, onEdit }: RequirementRowProps) {
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg={item.enabled ? undefined : 'gray.0'}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Stack gap={2} style={{ flexShrink: 0 }}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Move ${item.name} up`}
              disabled={first || busy}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Move ${item.name} down`}
              disabled={last || busy}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={14} aria-hidden />
            </ActionIcon>
          </Stack>
          <Switch
            checked={item.enabled}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            disabled={busy}
            label={item.name}
            description={item.description ?? undefined}
            aria-label={`${item.name} asked of families`}
            styles={{ label: { fontWeight: 600 } }}
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray">
            {REQUIREMENT_KIND_LABELS[item.kind]}
          </Badge>
          <Badge variant="light" color="blue">
            {REQUIREMENT_AUDIENCE_LABELS[item.audience]}
          </Badge>
          {item.programType && (
            <Badge variant="light" color="teal">
              {item.programType} only
            </Badge>
          )}
          {!item.required && (
            <Badge variant="light" color="gray">
              Optional
            </Badge>
          )}
          {item.validityMonths && (
            <Badge variant="light" color="grape">
              Valid {item.validityMonths} months
            </Badge>
          )}
          <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${item.name}`}>
            Edit
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
