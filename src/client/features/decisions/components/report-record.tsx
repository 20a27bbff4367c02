import { Stack, Text, Title } from '@mantine/core';
import { REPORT_SECTIONS } from '@shared/decisions/decision-rules';
import type { Report } from '@shared/decisions/decisions.schema';
import { SafeHtml } from '@client/components/safe-html';
import { formatDateTime } from '@client/lib/format';
import { RECOMMENDATION_LABELS } from '../utils/decision-labels';
import { capacityLine } from '../utils/report-form';

type Signature = NonNullable<Report['caseworkerSignature']>;

const signedLine = (role: string, signature: Signature) =>
  `Signed by ${signature.name} (${role}) on ${formatDateTime(signature.signedAt)}.`;

/** The report as submitted or approved, read only: each section, the recommendation, capacity and signatures. */
export function ReportRecord({ report }: { report: Report }) {
  return (
    <Stack gap="sm">
      {REPORT_SECTIONS.map((section) => (
        <Stack key={section.key} gap={2}>
          <Title order={3} fz="sm">
            {section.label}
          </Title>
          {report.sections[section.key] ? (
            <SafeHtml html={report.sections[section.key]} />
          ) : (
            <Text size="sm" c="dimmed">
              Nothing written.
            </Text>
          )}
        </Stack>
      ))}
      <Text size="sm">
        <strong>Recommendation:</strong>{' '}
        {report.recommendation ? RECOMMENDATION_LABELS[report.recommendation] : 'None'}
      </Text>
      {report.capacity && (
        <Text size="sm">
          <strong>Capacity:</strong> {capacityLine(report.capacity)}
        </Text>
      )}
      {report.caseworkerSignature && (
        <Text size="sm" c="dimmed">
          {signedLine('caseworker', report.caseworkerSignature)}
        </Text>
      )}
      {report.supervisorSignature && (
        <Text size="sm" c="dimmed">
          {signedLine('supervisor', report.supervisorSignature)}
        </Text>
      )}
    </Stack>
  );
}
