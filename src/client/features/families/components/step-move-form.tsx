import { useState } from 'react';
import { Alert, Checkbox, List, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { STEP_REASON_MAX } from '@shared/families/families.limits';
import type { FamilyDetail } from '@shared/families/families.schema';
import { moveStep } from '@shared/journey/step-moves';
import { FormActions } from '@client/components/form-actions';
import { useFamilyDetail } from '../api/use-family-detail';
import { useMoveFamilyStep } from '../api/use-family-mutations';
import { validateReason } from '../utils/family-forms';
import { STEP_MOVE_LABELS, type StepDirection } from '../utils/family-labels';
import { openStepItems } from '../utils/open-items';

/** Where the move leads, in words: 'from step 4 (Discover) to step 5 (Describe)'. */
function moveSummary(family: FamilyDetail['family'], direction: StepDirection): string {
  const outcome = moveStep(family, direction);
  if (!outcome.ok) return 'This move is not possible.';
  const to = outcome.position;
  return `${family.familyName} moves from step ${family.currentStep} (${family.stepName}) to step ${to.currentStep} (${to.stepName}).`;
}

interface StepMoveFormProps {
  family: FamilyDetail['family'];
  direction: StepDirection;
  onDone: () => void;
}

/**
 * Advance or return the family one step, with a required reason (3 to 500 characters). Advancing past required
 * items that are still open names them and asks to confirm.
 */
export function StepMoveForm({ family, direction, onDone }: StepMoveFormProps) {
  const moveFamilyStep = useMoveFamilyStep(family.id);
  const detail = useFamilyDetail(family.id).data;
  const open =
    direction === 'advance' && detail
      ? openStepItems(detail.documents, detail.homeAssessment, family.currentStep)
      : [];
  const [confirmed, setConfirmed] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: { reason: validateReason },
  });
  const submit = form.onSubmit(({ reason }) => {
    if (open.length > 0 && !confirmed) return setUnconfirmed(true);
    moveFamilyStep.mutate({ direction, reason: reason.trim() }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{moveSummary(family, direction)}</Text>
        {open.length > 0 && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle aria-hidden />}
            title={`${open.length} required ${open.length === 1 ? 'item is' : 'items are'} still open in step ${family.currentStep}`}
          >
            <List size="sm" spacing={2}>
              {open.map((item) => (
                <List.Item key={item.key}>{item.text}</List.Item>
              ))}
            </List>
            <Checkbox
              mt="sm"
              label="Advance anyway, with these items open"
              checked={confirmed}
              error={unconfirmed && !confirmed ? 'Confirm to advance with items open' : undefined}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
            />
          </Alert>
        )}
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
