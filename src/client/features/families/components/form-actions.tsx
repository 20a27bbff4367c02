import type { ReactNode } from 'react';
import { Button, Group, type MantineSpacing } from '@mantine/core';

interface FormActionsProps {
  onCancel: () => void;
  submitLabel: ReactNode;
  submitting: boolean;
  mt?: MantineSpacing;
}

/** The buttons at the foot of a dialog form: Cancel, then the submit button (loading while it saves). */
export function FormActions({ onCancel, submitLabel, submitting, mt }: FormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
