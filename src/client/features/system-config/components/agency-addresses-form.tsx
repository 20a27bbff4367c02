import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AgencySettings } from '@shared/system-config/system-config.schema';
import { useSaveAgencySettings } from '../api/use-agency-settings';
import { useReportUnsaved } from './unsaved-changes';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const validAddress = (value: string) =>
  EMAIL_PATTERN.test(value.trim()) ? null : 'Please enter a valid email address';

/**
 * The agency's name and its two shared mailboxes: the one families send documents to (FileSubmissionNote tile, the upload
 * dialog, the e-mail intake) and the one staff's Contact Support messages go to. The caller keys it by the saved
 * addresses, so a successful save starts it afresh.
 */
export function AgencyAddressesForm({ saved }: { saved: AgencySettings }) {
  const saveSettings = useSaveAgencySettings();
  const form = useForm({
    mode: 'controlled',
    initialValues: saved,
    validate: {
      agencyName: (value: string) => (value.trim() ? null : "Please enter the agency's name"),
      intakeEmail: validAddress,
      supportEmail: validAddress,
    },
  });
  useReportUnsaved('agency-addresses', form.isDirty());
  const submit = form.onSubmit((values) =>
    saveSettings.mutate({
      agencyName: values.agencyName.trim(),
      intakeEmail: values.intakeEmail.trim(),
      supportEmail: values.supportEmail.trim(),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        <TextInput
          label="Agency name"
          description="Printed on the certificates of approval and notices of action Haven issues."
          required
          {...form.getInputProps('agencyName')}
        />
        <TextInput
          label="Intake email address"
          description="Families are told to send documents here, with their case number in the subject line."
          type="email"
          required
          {...form.getInputProps('intakeEmail')}
        />
        <TextInput
          label="Support email address"
          description="Staff's Contact Support messages are sent here."
          type="email"
          required
          {...form.getInputProps('supportEmail')}
        />
        <Group>
          <Button type="submit" disabled={!form.isDirty()} loading={saveSettings.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
