import { Checkbox, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import {
  REQUIREMENT_AUDIENCE_LABELS,
  REQUIREMENT_DESCRIPTION_MAX,
  REQUIREMENT_KIND_LABELS,
  REQUIREMENT_NAME_MAX,
  type Requirement,
} from '@shared/requirements/requirements.schema';
import { FormActions } from '@client/components/form-actions';
import { useProgramTypes } from '@client/lib/program-types';
import { useSaveRequirement } from '../api/use-requirements';
import {
  requirementFormValues,
  toRequirementBody,
  validateRequirementForm,
  type RequirementFormValues,
} from '../utils/requirement-form';
import { useReportUnsaved } from './unsaved-changes';

const KIND_OPTIONS = Object.entries(REQUIREMENT_KIND_LABELS).map(([value, label]) => ({ value, label }));
const AUDIENCE_OPTIONS = Object.entries(REQUIREMENT_AUDIENCE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

interface RequirementFormProps {
  item: Requirement | undefined;
  stepId: number;
  onDone: () => void;
}

function RequirementForm({ item, stepId, onDone }: RequirementFormProps) {
  const save = useSaveRequirement();
  const programTypes = useProgramTypes().data ?? [];
  const form = useForm<RequirementFormValues>({
    mode: 'controlled',
    initialValues: requirementFormValues(item, stepId),
    validate: validateRequirementForm,
  });
  useReportUnsaved('checklist-item', form.isDirty());
  const submit = form.onSubmit((values) =>
    save.mutate({ id: item?.id, body: toRequirementBody(values) }, { onSuccess: onDone }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="What families see, e.g. 'TB Test Results'."
          required
          maxLength={REQUIREMENT_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          description="Optional: what exactly to hand in."
          autosize
          minRows={2}
          maxLength={REQUIREMENT_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
        <Select
          label="Who it is for"
          description="Per-member items give each matching household member their own copy."
          data={AUDIENCE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('audience')}
        />
        <Select
          label="Program type"
          description="Ask it only of families of one program type, or of every family."
          data={[{ value: '', label: 'All program types' }, ...programTypes]}
          allowDeselect={false}
          {...form.getInputProps('programType')}
        />
        <TextInput
          label="Valid for (months)"
          description="Leave empty if an approved copy does not expire."
          inputMode="numeric"
          {...form.getInputProps('validityMonths')}
        />
        <Checkbox label="Required for approval" {...form.getInputProps('required', { type: 'checkbox' })} />
        <FormActions
          onCancel={onDone}
          submitLabel={item ? 'Save item' : 'Add item'}
          submitting={save.isPending}
        />
      </Stack>
    </form>
  );
}

interface RequirementFormModalProps {
  /** null: closed. */
  editing: { item: Requirement | undefined; stepId: number } | null;
  onClose: () => void;
}

/** Add an item to a step, or edit one; the step's families follow as soon as it is saved. */
export function RequirementFormModal({ editing, onClose }: RequirementFormModalProps) {
  const stepTitle = JOURNEY_STEPS.find((step) => step.id === editing?.stepId)?.title ?? '';
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={
        editing?.item
          ? `Edit checklist item`
          : `New checklist item — Step ${editing?.stepId ?? ''}: ${stepTitle}`
      }
      size="lg"
    >
      {editing && <RequirementForm item={editing.item} stepId={editing.stepId} onDone={onClose} />}
    </Modal>
  );
}
