import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FamilyDetail } from '@shared/families/families.schema';
import { FormActions } from '@client/components/form-actions';
import { useInviteApplicant } from '../api/use-family-mutations';
import { validateEmail } from '../utils/family-forms';

/** 'Invite applicant': e-mails the primary applicant an invitation to the family portal. */
export function InviteForm({ family, onDone }: { family: FamilyDetail['family']; onDone: () => void }) {
  const invite = useInviteApplicant(family.id);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: family.primaryContactEmail ?? '' },
    validate: { email: (value) => validateEmail(value, { required: true }) },
  });
  const submit = form.onSubmit(({ email }) => invite.mutate({ email: email.trim() }, { onSuccess: onDone }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          We e-mail {family.primaryContactName} a link to set a password for the family portal. The link works
          for 7 days.
        </Text>
        <TextInput
          label="Email"
          type="email"
          required
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <FormActions onCancel={onDone} submitLabel="Send invitation" submitting={invite.isPending} />
      </Stack>
    </form>
  );
}
