import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { LANGUAGE_LABELS } from '@shared/i18n/languages';
import { FormActions } from '@client/components/form-actions';
import { useProgramTypes } from '@client/lib/program-types';
import { useCreateFamily } from '../api/use-family-mutations';
import {
  EMPTY_NEW_FAMILY,
  toCreateFamilyBody,
  validateEmail,
  validateRequiredName,
  type NewFamilyValues,
} from '../utils/family-forms';
import { familyDetailPath } from '../utils/family-paths';

const LANGUAGE_OPTIONS = Object.entries(LANGUAGE_LABELS).map(([value, label]) => ({ value, label }));

/** Creates the family, then opens its detail view. */
export function NewFamilyForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const createFamily = useCreateFamily();
  const programTypes = useProgramTypes();
  const form = useForm<NewFamilyValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_NEW_FAMILY,
    validate: {
      familyName: (value) => validateRequiredName(value, 'Family name'),
      primaryContactName: (value) => validateRequiredName(value, 'Primary contact name'),
      primaryContactEmail: (value) => validateEmail(value, { required: false }),
      applicantType: (value) => (value ? null : 'Choose a program type'),
    },
  });

  const submit = form.onSubmit((values) =>
    createFamily.mutate(toCreateFamilyBody(values), {
      onSuccess: (created) => void navigate(familyDetailPath(created.id)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Family name"
          placeholder="e.g. Lopez Family"
          required
          data-autofocus
          key={form.key('familyName')}
          {...form.getInputProps('familyName')}
        />
        <TextInput
          label="Primary contact name"
          required
          key={form.key('primaryContactName')}
          {...form.getInputProps('primaryContactName')}
        />
        <TextInput
          label="Email"
          type="email"
          description="Optional; you can invite the applicant later."
          key={form.key('primaryContactEmail')}
          {...form.getInputProps('primaryContactEmail')}
        />
        <Select
          label="Program type"
          placeholder={programTypes.isError ? 'Unable to load program types' : 'Choose a program type'}
          description="The agency's program the family applies for; it decides part of their checklist."
          required
          data={programTypes.data ?? []}
          allowDeselect={false}
          key={form.key('applicantType')}
          {...form.getInputProps('applicantType')}
        />
        <Select
          label="Preferred language"
          data={LANGUAGE_OPTIONS}
          allowDeselect={false}
          key={form.key('preferredLanguage')}
          {...form.getInputProps('preferredLanguage')}
        />
        <FormActions
          onCancel={onCancel}
          submitLabel="Create family"
          submitting={createFamily.isPending}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
