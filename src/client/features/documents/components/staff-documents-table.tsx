import { Anchor, Button, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { StaffDocument } from '@shared/documents/documents.schema';
import { stepLabel } from '../utils/document-labels';
import { staffDocumentPath, type FromListState } from '../utils/document-paths';
import { DocumentStatusBadge, MismatchFlag, ProcessingStatusBadge } from './document-badges';
import classes from './staff-documents-table.module.css';

const submitted = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface StaffDocumentsTableProps {
  documents: StaffDocument[];
  onFilterFamily: (familyId: string) => void;
}

/** One row per uploaded document: family, document, step, submitted, status, processing, mismatch, review link. */
export function StaffDocumentsTable({ documents, onFilterFamily }: StaffDocumentsTableProps) {
  const { search } = useLocation();
  const state: FromListState = { listSearch: search };

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
                <Anchor component={Link} to={staffDocumentPath(document.id)} state={state} size="sm" fw={500}>
                  {document.documentName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{stepLabel(document.stepId)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {document.submittedAt ? submitted.format(new Date(document.submittedAt)) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <DocumentStatusBadge status={document.status} />
              </Table.Td>
              <Table.Td>
                {document.hasFile ? <ProcessingStatusBadge status={document.processingStatus} /> : '—'}
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
                <Button
                  component={Link}
                  to={staffDocumentPath(document.id)}
                  state={state}
                  size="xs"
                  variant="light"
                  aria-label={`Review ${document.documentName} of ${document.familyName}`}
                >
                  Review
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
