import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { STEP_REASON_MAX } from '@shared/families/families.limits';
import type { FamilyDetail } from '@shared/families/families.schema';
import { moveStep } from '@shared/journey/step-moves';
import { FormActions } from '@client/components/form-actions';
import { useMoveFamilyStep } from '../api/use-family-mutations';
import { validateReason } from '../utils/family-forms';
import { STEP_MOVE_LABELS, type StepDirection } from '../utils/family-labels';

/** Where the move leads, in words: 'to step 5 (Describe)' or 'approves the family'. */
function moveSummary(family: FamilyDetail['family'], direction: StepDirection): string {
  const outcome = moveStep(family, direction);
  if (!outcome.ok) return 'This move is not possible.';
  const to = outcome.position;
  if (to.status === 'approved' && family.status !== 'approved')
    return `${family.familyName} will be approved.`;
  return `${family.familyName} moves from step ${family.currentStep} (${family.stepName}) to step ${to.currentStep} (${to.stepName}).`;
}

interface StepMoveFormProps {
  family: FamilyDetail['family'];
  direction: StepDirection;
  onDone: () => void;
}

/** Advance or return the family one step, with a required reason (3 to 500 characters). */
export function StepMoveForm({ family, direction, onDone }: StepMoveFormProps) {
  const moveFamilyStep = useMoveFamilyStep(family.id);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: { reason: validateReason },
  });
  const submit = form.onSubmit(({ reason }) =>
    moveFamilyStep.mutate({ direction, reason: reason.trim() }, { onSuccess: onDone }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{moveSummary(family, direction)}</Text>
        <Textarea
          label="Reason"
          description="Shown in the family's Recent Activity and kept in the audit log."
          required
          autosize
          minRows={3}
          maxLength={STEP_REASON_MAX}
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <FormActions
          onCancel={onDone}
          submitLabel={STEP_MOVE_LABELS[direction]}
          submitting={moveFamilyStep.isPending}
        />
      </Stack>
    </form>
  );
}
