import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AGE_MAX } from '@shared/families/families.limits';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import { FormActions } from '@client/components/form-actions';
import { useSaveHouseholdMember } from '../api/use-family-mutations';
import { HOUSEHOLD_ROLE_OPTIONS } from '../utils/family-labels';
import {
  memberFormValues,
  toMemberBody,
  validateAge,
  validateRelationship,
  validateRequiredName,
  type MemberFormValues,
} from '../utils/family-forms';

interface MemberFormProps {
  familyId: string;
  /** The member being edited; undefined adds a new one. */
  member: HouseholdMember | undefined;
  onDone: () => void;
}

export function MemberForm({ familyId, member, onDone }: MemberFormProps) {
  const saveMember = useSaveHouseholdMember(familyId);
  const form = useForm<MemberFormValues>({
    mode: 'uncontrolled',
    initialValues: memberFormValues(member),
    validate: {
      name: (value) => validateRequiredName(value, 'Name'),
      relationship: validateRelationship,
      age: validateAge,
    },
  });
  const submit = form.onSubmit((values) =>
    saveMember.mutate({ memberId: member?.id, body: toMemberBody(values) }, { onSuccess: onDone }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Select
          label="Role"
          data={HOUSEHOLD_ROLE_OPTIONS}
          allowDeselect={false}
          key={form.key('role')}
          {...form.getInputProps('role')}
        />
        <TextInput
          label="Relationship"
          placeholder="e.g. Grandmother"
          key={form.key('relationship')}
          {...form.getInputProps('relationship')}
        />
        <NumberInput
          label="Age"
          min={0}
          max={AGE_MAX}
          allowDecimal={false}
          allowNegative={false}
          key={form.key('age')}
          {...form.getInputProps('age')}
        />
        <FormActions
          onCancel={onDone}
          submitLabel={member ? 'Save member' : 'Add member'}
          submitting={saveMember.isPending}
        />
      </Stack>
    </form>
  );
}
