import { Textarea } from '@mantine/core';
import type { AssessmentItemType } from '@shared/home-assessment/home-assessment.schema';
import {
  ASSESSMENT_GUIDANCE_MAX,
  ASSESSMENT_ITEM_NAME_MAX,
} from '@shared/home-assessment/home-assessment.limits';
import { plural } from '@client/lib/format';
import { useSaveAssessmentItem } from '../api/use-assessment-items';
import { SwitchableForm, SwitchableTypesEditor } from './switchable-types-editor';

function AssessmentItemForm({ item, onDone }: { item: AssessmentItemType | null; onDone: () => void }) {
  const save = useSaveAssessmentItem();
  return (
    <SwitchableForm
      initial={{ name: item?.name ?? '', guidance: item?.guidance ?? '', active: item?.active ?? true }}
      nameMin={2}
      nameMax={ASSESSMENT_ITEM_NAME_MAX}
      submitLabel={item ? 'Save' : 'Add item'}
      submitting={save.isPending}
      onSubmit={(body) =>
        save.mutate(
          { key: item?.key, body: { ...body, guidance: body.guidance.trim() } },
          { onSuccess: onDone },
        )
      }
      onCancel={onDone}
    >
      {(body, set) => (
        <Textarea
          label="Photo guidance"
          description="What a photo of this item should show; the family reads it when asked for a correction."
          autosize
          minRows={2}
          maxLength={ASSESSMENT_GUIDANCE_MAX}
          value={body.guidance}
          onChange={(e) => set({ guidance: e.currentTarget.value })}
        />
      )}
    </SwitchableForm>
  );
}

/**
 * The home environment assessment's checklist: each item's name and photo guidance, on or off, and how many
 * assessments recorded it (a used item is switched off, never removed). New assessments list the active items.
 */
export function AssessmentItemsEditor({ items }: { items: readonly AssessmentItemType[] }) {
  const toggle = useSaveAssessmentItem();
  return (
    <SwitchableTypesEditor
      intro="The caseworker checks each active item during the home visit; an item that needs correction goes to the family with its photo guidance."
      rows={items}
      nameLabel="Item"
      columns={[
        {
          key: 'guidance',
          label: 'Photo guidance',
          wide: true,
          render: (item) => item.guidance || '—',
        },
      ]}
      usage={{
        label: 'Used',
        render: (item) => (item.inUse === 0 ? 'Not used yet' : `In ${plural(item.inUse, 'assessment')}`),
      }}
      addLabel="Add item"
      toggling={toggle.isPending}
      onToggle={(item, active) =>
        toggle.mutate({ key: item.key, body: { name: item.name, guidance: item.guidance, active } })
      }
      renderForm={(item, close) => <AssessmentItemForm item={item} onDone={close} />}
      minWidth={820}
    />
  );
}
