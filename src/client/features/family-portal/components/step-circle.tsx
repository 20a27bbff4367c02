import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { JourneyStep } from '@shared/journey/journey.schema';
import { STATUS_LOOKS } from '@client/lib/status-looks';

/** A journey step's round marker: a check when done, a warning when it needs revision, else its number. */
export function StepCircle({ step, size = 36 }: { step: Pick<JourneyStep, 'id' | 'status'>; size?: number }) {
  const { color } = STATUS_LOOKS.journey[step.status];
  const current = step.status === 'in-progress' || step.status === 'needs-revision';
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      color={color}
      variant={step.status === 'pending' ? 'light' : 'filled'}
      style={current ? { boxShadow: `0 0 0 4px var(--mantine-color-${color}-2)` } : undefined}
      aria-hidden
    >
      {step.status === 'completed' ? (
        <IconCheck size={size * 0.55} />
      ) : step.status === 'needs-revision' ? (
        <IconAlertTriangle size={size * 0.5} />
      ) : (
        <span style={{ fontWeight: 700 }}>{step.id}</span>
      )}
    </ThemeIcon>
  );
}
