import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveAgencySettings } from '../api/use-agency-settings';
import { useReportUnsaved } from './unsaved-changes';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The shared mailbox families send documents to (FileSubmissionNote tile and the upload dialog). The caller
 * keys it by the saved address, so a successful save starts it afresh.
 */
export function IntakeEmailForm({ intakeEmail }: { intakeEmail: string }) {
  const saveSettings = useSaveAgencySettings();
  const form = useForm({
    mode: 'controlled',
    initialValues: { intakeEmail },
    validate: {
      intakeEmail: (value) =>
        EMAIL_PATTERN.test(value.trim()) ? null : 'Please enter a valid email address',
    },
  });
  useReportUnsaved('intake-email', form.isDirty());
  const submit = form.onSubmit(({ intakeEmail: value }) =>
    saveSettings.mutate({ intakeEmail: value.trim() }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Intake email address"
          description="Families are told to send documents here, with their case number in the subject line."
          type="email"
          required
          style={{ flex: '1 1 280px' }}
          maw={480}
          {...form.getInputProps('intakeEmail')}
        />
        <Button type="submit" disabled={!form.isDirty()} loading={saveSettings.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}
