import { Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDate } from '@client/lib/format';
import { StatusBadge } from '@client/components/status-badge';
import { expiryLabel, stepLabel } from '../utils/document-labels';
import { MismatchFlag } from './document-badges';
import { DocumentNameLink, ReviewDocumentButton, type StaffDocumentListProps } from './staff-document-links';
import classes from './staff-documents-table.module.css';

/** One row per handed-in document: family, document and whose it is, step, submitted, status, processing, mismatch, review link. */
export function StaffDocumentsTable({ documents, onFilterFamily }: StaffDocumentListProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Family</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th>Step</Table.Th>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Processing</Table.Th>
            <Table.Th>Mismatch</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>
                <Stack gap={0}>
                  <UnstyledButton
                    onClick={() => onFilterFamily(document.familyId)}
                    aria-label={`Show only documents of ${document.familyName}`}
                    title="Show only this family's documents"
                  >
                    <Text size="sm" fw={500} c="blue">
                      {document.familyName}
                    </Text>
                  </UnstyledButton>
                  <Text size="xs" c="dimmed">
                    {document.caseNumber}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <DocumentNameLink document={document} size="sm" fw={500} />
                  <Text size="xs" c="dimmed">
                    {document.memberName ?? 'Household'}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{stepLabel(document.stepId)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{document.submittedAt ? formatDate(document.submittedAt) : '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <StatusBadge kind="document" status={document.status} />
                  {document.expiresOn && (
                    <Text size="xs" c="dimmed">
                      {expiryLabel({ status: document.status, expiresOn: document.expiresOn })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                {document.hasFile ? (
                  <StatusBadge kind="processing" status={document.processingStatus} variant="outline" />
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                {document.mismatch ? (
                  <MismatchFlag />
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ReviewDocumentButton document={document} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
