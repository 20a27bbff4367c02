import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { roleLabel, type Role } from '@shared/auth/permissions';
import { InviteStaffBodySchema } from '@shared/admin/staff-invitations.schema';
import { FormActions } from '@client/components/form-actions';
import { useInviteStaff } from '../api/use-staff-invitations';

/** Invite staff: an e-mail address and the role the account starts with. */
export function InviteStaffForm({
  grantableRoles,
  onCancel,
  onSent,
}: {
  /** Roles this administrator may give (super admin only by a super admin). */
  grantableRoles: readonly Role[];
  onCancel: () => void;
  onSent: () => void;
}) {
  const invite = useInviteStaff();
  const form = useForm<{ email: string; role: Role }>({
    mode: 'uncontrolled',
    initialValues: { email: '', role: grantableRoles.includes('caseworker') ? 'caseworker' : 'staff' },
    validate: {
      email: (value) =>
        InviteStaffBodySchema.shape.email.safeParse(value).success
          ? null
          : 'Please enter a valid email address',
    },
  });
  const submit = form.onSubmit((values) =>
    invite.mutate({ email: values.email.trim(), role: values.role }, { onSuccess: onSent }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          We e-mail a link to choose a name and a password. It works once, for 7 days; the account has the
          role you choose from the start.
        </Text>
        <TextInput
          label="Email"
          type="email"
          required
          data-autofocus
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label="Role"
          required
          data={grantableRoles.map((value) => ({ value, label: roleLabel([value]) }))}
          key={form.key('role')}
          {...form.getInputProps('role')}
        />
        <FormActions onCancel={onCancel} submitLabel="Send invitation" submitting={invite.isPending} />
      </Stack>
    </form>
  );
}
