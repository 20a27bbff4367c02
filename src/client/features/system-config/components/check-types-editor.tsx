import { Select } from '@mantine/core';
import type { CheckAppliesTo } from '@shared/background-checks/background-check-rules';
import type { CheckType } from '@shared/background-checks/background-checks.schema';
import { CHECK_TYPE_NAME_MAX } from '@shared/background-checks/background-checks.limits';
import { useSaveCheckType } from '../api/use-check-types';
import { SwitchableForm, SwitchableTypesEditor } from './switchable-types-editor';

/** Who a check type applies to, in staff's words. */
const APPLIES_TO_LABELS: Record<CheckAppliesTo, string> = {
  every_adult: 'Every adult',
  lived_out_of_state: 'Adults who lived in another state in the last 5 years',
  drives_children: 'Adults who will drive children',
};
const APPLIES_TO_OPTIONS = Object.entries(APPLIES_TO_LABELS).map(([value, label]) => ({ value, label }));

function CheckTypeForm({ type, onDone }: { type: CheckType | null; onDone: () => void }) {
  const save = useSaveCheckType();
  return (
    <SwitchableForm
      initial={{
        name: type?.name ?? '',
        appliesTo: type?.appliesTo ?? 'every_adult',
        active: type?.active ?? true,
      }}
      nameMax={CHECK_TYPE_NAME_MAX}
      submitLabel={type ? 'Save' : 'Add check type'}
      submitting={save.isPending}
      onSubmit={(body) => save.mutate({ key: type?.key, body }, { onSuccess: onDone })}
      onCancel={onDone}
    >
      {(body, set) => (
        <Select
          label="Applies to"
          data={APPLIES_TO_OPTIONS}
          value={body.appliesTo}
          allowDeselect={false}
          onChange={(value) => value && set({ appliesTo: value as CheckAppliesTo })}
        />
      )}
    </SwitchableForm>
  );
}

/**
 * The agency's background check types: which adults each applies to, on or off, and how many are recorded (a
 * used type is switched off rather than removed). Families' checks follow at once.
 */
export function CheckTypesEditor({ types }: { types: readonly CheckType[] }) {
  const toggle = useSaveCheckType();
  return (
    <SwitchableTypesEditor
      intro="Each adult in a household needs the active checks that apply to them; the family cannot be approved until every one is cleared or exempted."
      rows={types}
      nameLabel="Check"
      columns={[{ key: 'applies', label: 'Applies to', render: (type) => APPLIES_TO_LABELS[type.appliesTo] }]}
      usage={{ label: 'Recorded', render: (type) => `${type.recorded} recorded` }}
      addLabel="Add check type"
      toggling={toggle.isPending}
      onToggle={(type, active) =>
        toggle.mutate({ key: type.key, body: { name: type.name, appliesTo: type.appliesTo, active } })
      }
      renderForm={(type, close) => <CheckTypeForm type={type} onDone={close} />}
      minWidth={720}
    />
  );
}
