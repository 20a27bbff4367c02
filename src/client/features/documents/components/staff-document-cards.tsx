import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { StaffDocument } from '@shared/documents/documents.schema';
import { stepLabel } from '../utils/document-labels';
import { staffDocumentPath, type FromListState } from '../utils/document-paths';
import { DocumentBadges } from './document-badges';

const submitted = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface StaffDocumentCardsProps {
  documents: StaffDocument[];
  onFilterFamily: (familyId: string) => void;
}

/** The staff list on a phone: one card per document instead of a wide table. */
export function StaffDocumentCards({ documents, onFilterFamily }: StaffDocumentCardsProps) {
  const { search } = useLocation();
  const state: FromListState = { listSearch: search };
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Documents">
      {documents.map((document) => (
        <Paper component="li" key={document.id} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Anchor component={Link} to={staffDocumentPath(document.id)} state={state} fw={600}>
              {document.documentName}
            </Anchor>
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
              {document.submittedAt && ` · ${submitted.format(new Date(document.submittedAt))}`}
            </Text>
            <Group justify="space-between" gap="xs">
              <DocumentBadges
                status={document.status}
                processingStatus={document.hasFile ? document.processingStatus : null}
                mismatch={document.mismatch}
              />
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
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
