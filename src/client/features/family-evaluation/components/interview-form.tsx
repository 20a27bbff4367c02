import { Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INTERVIEW_SECTIONS,
  INTERVIEW_SECTION_KEYS,
  PRESENT_OTHERS_MAX,
} from '@shared/family-evaluation/family-evaluation.limits';
import type { InterviewList, InterviewSections } from '@shared/family-evaluation/family-evaluation.schema';
import { RichTextInput } from '@client/components/rich-text-input';

export interface InterviewFormValues {
  memberId: string;
  interviewDate: string;
  presentMemberIds: string[];
  presentOthers: string;
  sections: InterviewSections;
}

export const emptySections = (): InterviewSections =>
  Object.fromEntries(INTERVIEW_SECTION_KEYS.map((key) => [key, ''])) as InterviewSections;

interface InterviewFormProps {
  household: InterviewList['household'];
  initial: InterviewFormValues;
  /** A new interview picks its member; an existing one keeps hers. */
  choosesMember: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: InterviewFormValues) => void;
  onCancel: () => void;
}

/** An interview's fields: whom, when, who was present, and the seven sections in rich text. */
export function InterviewForm({
  household,
  initial,
  choosesMember,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: InterviewFormProps) {
  const form = useForm<InterviewFormValues>({
    initialValues: initial,
    validate: {
      memberId: (value) => (value ? null : 'Choose who was interviewed'),
      interviewDate: (value) => (value ? null : 'Enter the interview date'),
    },
  });
  const { memberId } = form.values;
  const interviewable = household.filter((member) => member.interviewable);
  const others = household.filter((member) => member.id !== memberId);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        {choosesMember && (
          <Select
            label="Household member"
            description="Adults, and children old enough for an interview of their own"
            data={interviewable.map((member) => ({ value: member.id, label: member.name }))}
            required
            allowDeselect={false}
            {...form.getInputProps('memberId')}
          />
        )}
        <TextInput type="date" label="Interview date" required {...form.getInputProps('interviewDate')} />
        <Checkbox.Group label="Also present from the household" {...form.getInputProps('presentMemberIds')}>
          <Stack gap={6} mt={6}>
            {others.length === 0 && (
              <Text size="sm" c="dimmed">
                Nobody else lives in the household.
              </Text>
            )}
            {others.map((member) => (
              <Checkbox key={member.id} value={member.id} label={member.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          label="Others present"
          description="For example an interpreter"
          maxLength={PRESENT_OTHERS_MAX}
          {...form.getInputProps('presentOthers')}
        />
        {INTERVIEW_SECTIONS.map((section) => (
          <Stack key={section.key} gap={4}>
            <Title order={3} fz="sm">
              {section.label}
            </Title>
            <RichTextInput
              label={section.label}
              value={initial.sections[section.key]}
              onChange={(html) => form.setFieldValue(`sections.${section.key}`, html)}
            />
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
