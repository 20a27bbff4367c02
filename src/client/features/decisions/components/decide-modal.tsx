import { lazy } from 'react';
import type { DecisionKind } from '@shared/decisions/decision-rules';
import { FormModal } from '@client/components/form-modal';
import { DECISION_WORDS } from '../utils/decision-labels';
import type { DecideFormProps } from './decide-form';

const DecideForm = lazy(async () => ({ default: (await import('./decide-form')).DecideForm }));

/** One decision's confirmation: what it does, and the reasons and the family's explanation where it needs them. */
export function DecideModal({
  kind,
  ...form
}: Omit<DecideFormProps, 'kind'> & { kind: DecisionKind | null }) {
  return (
    <FormModal
      opened={kind !== null}
      onClose={form.onDone}
      title={kind ? DECISION_WORDS[kind].title : ''}
      size="lg"
    >
      {kind && <DecideForm key={kind} kind={kind} {...form} />}
    </FormModal>
  );
}
