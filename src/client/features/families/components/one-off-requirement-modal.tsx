import { Checkbox, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import {
  OneOffRequirementBodySchema,
  REQUIREMENT_KIND_LABELS,
  REQUIREMENT_NAME_MAX,
  type OneOffRequirementBody,
} from '@shared/requirements/requirements.schema';
import { FormActions } from '@client/components/form-actions';
import { useAddOneOffRequirement } from '../api/use-family-requirements';
import { STEP_OPTIONS } from '../utils/family-labels';

const KIND_OPTIONS = Object.entries(REQUIREMENT_KIND_LABELS).map(([value, label]) => ({ value, label }));
const HOUSEHOLD = 'household';

interface OneOffFormValues {
  stepId: string;
  name: string;
  kind: OneOffRequirementBody['kind'];
  member: string;
  required: boolean;
}

interface OneOffFormProps {
  familyId: string;
  currentStep: number;
  members: HouseholdMember[];
  onDone: () => void;
}

function toBody(values: OneOffFormValues) {
  return OneOffRequirementBodySchema.safeParse({
    stepId: Number(values.stepId),
    name: values.name,
    kind: values.kind,
    required: values.required,
    householdMemberId: values.member === HOUSEHOLD ? null : values.member,
  });
}

function OneOffForm({ familyId, currentStep, members, onDone }: OneOffFormProps) {
  const add = useAddOneOffRequirement(familyId);
  const form = useForm<OneOffFormValues>({
    mode: 'uncontrolled',
    initialValues: {
      stepId: String(currentStep),
      name: '',
      kind: 'upload',
      member: HOUSEHOLD,
      required: true,
    },
    validate: {
      name: (value) =>
        OneOffRequirementBodySchema.shape.name.safeParse(value).success
          ? null
          : `Enter a name of 2 to ${REQUIREMENT_NAME_MAX} characters`,
    },
  });
  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    if (body.success) add.mutate(body.data, { onSuccess: onDone });
  });
  const memberOptions = [
    { value: HOUSEHOLD, label: 'The household (one copy)' },
    ...members.map((member) => ({ value: member.id, label: `${member.name} (${member.roleLabel})` })),
  ];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="What the family is asked for, e.g. 'Letter from Landlord'."
          required
          maxLength={REQUIREMENT_NAME_MAX}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Select
          label="Step"
          data={STEP_OPTIONS}
          allowDeselect={false}
          key={form.key('stepId')}
          {...form.getInputProps('stepId')}
        />
        <Select
          label="Kind"
          data={KIND_OPTIONS}
          allowDeselect={false}
          key={form.key('kind')}
          {...form.getInputProps('kind')}
        />
        <Select
          label="For"
          data={memberOptions}
          allowDeselect={false}
          key={form.key('member')}
          {...form.getInputProps('member')}
        />
        <Checkbox
          label="Required for approval"
          key={form.key('required')}
          {...form.getInputProps('required', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} submitLabel="Add requirement" submitting={add.isPending} />
      </Stack>
    </form>
  );
}

interface OneOffRequirementModalProps extends Omit<OneOffFormProps, 'onDone'> {
  opened: boolean;
  onClose: () => void;
}

/** Asks this family (or one member) for one more item, outside the agency checklist. */
export function OneOffRequirementModal({ opened, onClose, ...props }: OneOffRequirementModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add a requirement">
      {opened && <OneOffForm {...props} onDone={onClose} />}
    </Modal>
  );
}
