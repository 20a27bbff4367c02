import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CAPACITY_AGE_MAX,
  CAPACITY_CHILDREN_MAX,
  CAPACITY_CONDITIONS_MAX,
  RECOMMENDATIONS,
  REPORT_SECTIONS,
  type Recommendation,
} from '@shared/decisions/decision-rules';
import type { Report, SaveReportBody } from '@shared/decisions/decisions.schema';
import { RichTextInput } from '@client/components/rich-text-input';
import { RECOMMENDATION_LABELS } from '../utils/decision-labels';
import { formValuesOf, saveBodyOf, type ReportFormValues } from '../utils/report-form';

interface ReportEditorProps {
  /** The saved version the form starts from (the caller keys the editor by its version). */
  report: Report;
  saving: boolean;
  /** The server's refusal of the last save. */
  saveError: string | null;
  onSave: (body: SaveReportBody) => void;
  /** Signing is offered only for what is saved: no unsaved changes, no newer version meanwhile. */
  canSign: boolean;
  onSign: () => void;
}

function CapacityFields({ form }: { form: ReturnType<typeof useForm<ReportFormValues>> }) {
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        Capacity of the approval
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NumberInput
          label="Children"
          min={1}
          max={CAPACITY_CHILDREN_MAX}
          allowDecimal={false}
          w={120}
          {...form.getInputProps('children')}
        />
        <NumberInput
          label="Youngest age"
          min={0}
          max={CAPACITY_AGE_MAX}
          allowDecimal={false}
          w={130}
          {...form.getInputProps('ageMin')}
        />
        <NumberInput
          label="Oldest age"
          min={0}
          max={CAPACITY_AGE_MAX}
          allowDecimal={false}
          w={130}
          {...form.getInputProps('ageMax')}
        />
      </Group>
      <Textarea
        label="Other conditions"
        description="For example a sibling group, or a child with particular needs"
        autosize
        minRows={2}
        maxLength={CAPACITY_CONDITIONS_MAX}
        {...form.getInputProps('conditions')}
      />
    </Stack>
  );
}

/** The draft's sections in rich text, the recommendation and, when approving, the capacity; Save and Sign. */
export function ReportEditor({ report, saving, saveError, onSave, canSign, onSign }: ReportEditorProps) {
  const form = useForm<ReportFormValues>({ initialValues: formValuesOf(report) });
  const [capacityError, setCapacityError] = useState<string | null>(null);
  const dirty = form.isDirty();

  function save(values: ReportFormValues) {
    const saved = saveBodyOf(values, report.version);
    setCapacityError(saved.error);
    if (saved.body) onSave(saved.body);
  }

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label="Written report">
      <Stack gap="md">
        {REPORT_SECTIONS.map((section) => (
          <Stack key={section.key} gap={4}>
            <Title order={3} fz="sm">
              {section.label}
            </Title>
            <RichTextInput
              label={section.label}
              value={report.sections[section.key]}
              onChange={(html) => form.setFieldValue(`sections.${section.key}`, html)}
            />
          </Stack>
        ))}
        <Radio.Group
          label="Recommendation"
          value={form.values.recommendation}
          onChange={(value) => form.setFieldValue('recommendation', value as Recommendation)}
        >
          <Group gap="lg" mt={6}>
            {RECOMMENDATIONS.map((value) => (
              <Radio key={value} value={value} label={RECOMMENDATION_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.recommendation === 'approve' && <CapacityFields form={form} />}
        {(capacityError ?? saveError) && (
          <Alert color="red" variant="light" p="sm" title="Not saved">
            {capacityError ?? saveError}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {dirty ? 'You have unsaved changes: save them before you sign.' : 'All changes are saved.'}
          </Text>
          <Group gap="xs">
            <Button type="submit" variant={dirty ? 'filled' : 'default'} loading={saving} disabled={!dirty}>
              Save
            </Button>
            <Button onClick={onSign} disabled={dirty || !canSign}>
              Sign and submit for review
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
