import { Stack, Text, Title } from '@mantine/core';
import { INTERVIEW_SECTIONS } from '@shared/family-evaluation/family-evaluation.limits';
import type { InterviewVersion } from '@shared/family-evaluation/family-evaluation.schema';
import { SafeHtml } from '@client/components/safe-html';
import { formatDate } from '@client/lib/format';

/** Who was present, as one line: the household members, then the others. */
export function presentLine(interview: Pick<InterviewVersion, 'present' | 'presentOthers'>): string {
  return [...interview.present.map((member) => member.name), interview.presentOthers]
    .filter(Boolean)
    .join(', ');
}

/** One version of an interview, read only: its date, who was present and each section. */
export function InterviewRecord({ record }: { record: Omit<InterviewVersion, 'savedAt' | 'savedByName'> }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        <strong>Interview date:</strong> {formatDate(record.interviewDate)}
      </Text>
      <Text size="sm">
        <strong>Present:</strong> {presentLine(record)}
      </Text>
      {INTERVIEW_SECTIONS.map((section) => (
        <Stack key={section.key} gap={2}>
          <Title order={3} fz="sm">
            {section.label}
          </Title>
          {record.sections[section.key] ? (
            <SafeHtml html={record.sections[section.key]} />
          ) : (
            <Text size="sm" c="dimmed">
              Nothing recorded.
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
