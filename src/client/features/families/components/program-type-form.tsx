import { Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FamilyDetail } from '@shared/families/families.schema';
import { FormActions } from '@client/components/form-actions';
import { useProgramTypes } from '@client/lib/program-types';
import { useChangeProgramType } from '../api/use-family-mutations';

/** 'Change program type': one of the agency's types; items limited to the old type go unless handed in. */
export function ProgramTypeForm({ family, onDone }: { family: FamilyDetail['family']; onDone: () => void }) {
  const change = useChangeProgramType(family.id);
  const programTypes = useProgramTypes();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { applicantType: family.applicantType },
    validate: { applicantType: (value) => (value ? null : 'Choose a program type') },
  });
  const submit = form.onSubmit((values) => change.mutate(values, { onSuccess: onDone }));
  // A family may carry a type from before the agency configured its list: keep it choosable.
  const options = [...new Set([...(programTypes.data ?? []), family.applicantType])];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          The checklist follows: items of the new program type are asked for, and items only the current type
          needs go away unless something was handed in on them.
        </Text>
        <Select
          label="Program type"
          required
          data-autofocus
          data={options}
          allowDeselect={false}
          key={form.key('applicantType')}
          {...form.getInputProps('applicantType')}
        />
        <FormActions onCancel={onDone} submitLabel="Save program type" submitting={change.isPending} />
      </Stack>
    </form>
  );
}
