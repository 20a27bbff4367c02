import type { ReactNode } from 'react';
import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  onCancel: () => void;
  submitLabel: ReactNode;
  submitting: boolean;
  /** 'red' for destructive submits (reject, delete). */
  submitColor?: MantineColor;
  mt?: MantineSpacing;
}

/** The buttons at the foot of a dialog form: Cancel, then the submit button (loading while it saves). */
export function FormActions({ onCancel, submitLabel, submitting, submitColor, mt }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('shell.cancel')}
      </Button>
      <Button type="submit" color={submitColor} loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
