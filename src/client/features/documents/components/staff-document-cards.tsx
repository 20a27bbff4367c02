import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@client/lib/format';
import { expiryLabel, stepLabel } from '../utils/document-labels';
import { DocumentBadges } from './document-badges';
import { DocumentNameLink, ReviewDocumentButton, type StaffDocumentListProps } from './staff-document-links';

/** The staff list on a phone: one card per document instead of a wide table. */
export function StaffDocumentCards({ documents, onFilterFamily }: StaffDocumentListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Documents">
      {documents.map((document) => (
        <Paper component="li" key={document.id} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Stack gap={0}>
              <DocumentNameLink document={document} fw={600} />
              <Text size="sm">{document.memberName ?? 'Household'}</Text>
            </Stack>
            <Text size="sm" c="dimmed">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onFilterFamily(document.familyId)}
                aria-label={`Show only documents of ${document.familyName}`}
              >
                {document.familyName}
              </Anchor>{' '}
              · {document.caseNumber} · {stepLabel(document.stepId)}
              {document.submittedAt && ` · ${formatDate(document.submittedAt)}`}
              {document.expiresOn &&
                ` · ${expiryLabel({ status: document.status, expiresOn: document.expiresOn })}`}
            </Text>
            <Group justify="space-between" gap="xs">
              <DocumentBadges
                status={document.status}
                processingStatus={document.hasFile ? document.processingStatus : null}
                mismatch={document.mismatch}
              />
              <ReviewDocumentButton document={document} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
