import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import type { DocumentVersion } from '@shared/documents/documents.schema';
import { formatBytes, formatDate, formatDateTime } from '@client/lib/format';
import { useStaffDocumentVersionFile } from '../api/use-document-file';
import { downloadBlob, openBlobInNewTab } from '../utils/blob-links';

function decisionOf(version: DocumentVersion): string {
  if (version.expiredOn) return `Expired ${formatDate(version.expiredOn)}`;
  if (version.rejectedAt) return `Rejected ${formatDateTime(version.rejectedAt)}`;
  return `Replaced ${formatDateTime(version.replacedAt)}`;
}

function VersionItem({
  documentId,
  documentName,
  version,
}: {
  documentId: string;
  documentName: string;
  version: DocumentVersion;
}) {
  const file = useStaffDocumentVersionFile(documentId, version.version, true);
  const name = `${documentName} version ${version.version}`;
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Version {version.version}
          {version.submittedAt && ` · handed in ${formatDateTime(version.submittedAt)}`}
        </Text>
        <Text size="xs" c="dimmed">
          {decisionOf(version)} · {formatBytes(version.sizeBytes)}
          {version.pageCount ? ` · ${version.pageCount} ${version.pageCount === 1 ? 'page' : 'pages'}` : ''}
        </Text>
        {version.rejectionReason && <Text size="sm">Reason: {version.rejectionReason}</Text>}
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconExternalLink size={14} aria-hidden />}
            disabled={!file.data}
            loading={file.isPending}
            aria-label={`Open ${name}`}
            onClick={() => file.data && openBlobInNewTab(file.data)}
          >
            Open
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={!file.data}
            aria-label={`Download ${name}`}
            onClick={() => file.data && downloadBlob(file.data, name, version.mimeType)}
          >
            Download
          </Button>
        </Group>
        {file.isError && (
          <Text size="xs" c="red">
            This version could not be loaded.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The files handed in before the current one, oldest first, each with the decision it had and its file. */
export function DocumentVersions({
  documentId,
  documentName,
  versions,
}: {
  documentId: string;
  documentName: string;
  versions: DocumentVersion[];
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="sm">
        Earlier versions
      </Title>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {versions.map((version) => (
          <VersionItem
            key={version.version}
            documentId={documentId}
            documentName={documentName}
            version={version}
          />
        ))}
      </Stack>
    </Paper>
  );
}
