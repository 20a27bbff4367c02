import type { ReactNode } from 'react';
import { Alert, Button, Code, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconUserCheck } from '@tabler/icons-react';
import { CLASSIFICATION_LABELS } from '@shared/documents/classification';
import type { StaffDocumentDetail } from '@shared/documents/documents.schema';
import { formatDateTime } from '@client/lib/format';
import { StatusBadge } from '@client/components/status-badge';
import { useReprocessDocument } from '../api/use-document-actions';
import { confidencePercent } from '../utils/document-labels';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function ProcessingSection({ document }: { document: StaffDocumentDetail }) {
  const reprocess = useReprocessDocument(document.id);
  return (
    <Section title="Processing">
      <Stack gap="xs">
        <Group gap="xs">
          <StatusBadge kind="processing" status={document.processingStatus} variant="outline" />
          {document.processedAt && (
            <Text size="xs" c="dimmed">
              {formatDateTime(document.processedAt)}
            </Text>
          )}
        </Group>
        {document.processingRetryAt && (
          <Text size="sm" c="orange.9">
            Retrying at {formatDateTime(document.processingRetryAt)}
            {document.processingError ? `: the last attempt failed (${document.processingError})` : ''}
          </Text>
        )}
        {document.processingStatus === 'failed' && (
          <>
            <Text size="sm" c="red">
              {document.processingError ?? 'Processing failed.'}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => reprocess.mutate()}
              loading={reprocess.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              Reprocess
            </Button>
          </>
        )}
      </Stack>
    </Section>
  );
}

function ClassificationSection({ document }: { document: StaffDocumentDetail }) {
  const { classification, classificationConfidence, expectedClassification } = document;
  if (!classification) {
    return (
      <Section title="Classification">
        <Text size="sm" c="dimmed">
          Not classified yet.
        </Text>
      </Section>
    );
  }
  return (
    <Section title="Classification">
      <Stack gap={6}>
        <Text size="sm">
          <Text span fw={600}>
            {CLASSIFICATION_LABELS[classification]}
          </Text>
          {classificationConfidence !== null &&
            ` · ${confidencePercent(classificationConfidence)} confidence`}
        </Text>
        <Text size="xs" c="dimmed">
          From the text found in the document.
          {expectedClassification && ` Requested: ${CLASSIFICATION_LABELS[expectedClassification]}.`}
        </Text>
        {document.mismatch && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title="Likely mismatch"
            p="xs"
          >
            This looks like {CLASSIFICATION_LABELS[classification].toLowerCase()}, not what “
            {document.documentName}” asks for. Check it before approving.
          </Alert>
        )}
        <NameCheckAlert document={document} />
      </Stack>
    </Section>
  );
}

/** A photo ID's name against the household's (the server's check of the text read off it). */
function NameCheckAlert({ document }: { document: StaffDocumentDetail }) {
  const check = document.nameCheck;
  if (!check || check.status === 'unread') return null;
  if (check.status === 'match') {
    return (
      <Alert color="teal" variant="light" icon={<IconUserCheck aria-hidden />} title="Name check" p="xs">
        The name on this ID matches {check.memberName}.
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Name check" p="xs">
      The name read on this ID does not match anyone in the household. Check whose ID it is before approving.
    </Alert>
  );
}

function OcrSection({ ocrText, processed }: { ocrText: string | null; processed: boolean }) {
  return (
    <Section title="Text found in the document">
      {ocrText ? (
        <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} aria-label="OCR text">
            {ocrText}
          </Code>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {processed ? 'No text was found.' : 'Not read yet.'}
        </Text>
      )}
    </Section>
  );
}

/** What processing made of the file: status (with Reprocess after a failure), classification, OCR text. */
export function DocumentAnalysis({ document }: { document: StaffDocumentDetail }) {
  if (!document.hasFile) return null;
  return (
    <Stack gap="md">
      <ProcessingSection document={document} />
      <ClassificationSection document={document} />
      <OcrSection ocrText={document.ocrText} processed={document.processedAt !== null} />
    </Stack>
  );
}
