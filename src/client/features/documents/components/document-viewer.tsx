import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import type { StaffDocumentDetail } from '@shared/documents/documents.schema';
import { formatBytes, plural } from '@client/lib/format';
import { QueryError } from '@client/components/query-error';
import { BlobImage } from '@client/components/blob-image';
import { useStaffDocumentFile } from '../api/use-document-file';
import { downloadBlob, openBlobInNewTab } from '../utils/blob-links';
import { DocumentPages } from './document-pages';
import classes from './document-viewer.module.css';

/**
 * The uploaded file: once processed, every page in order (rendered by processing); before that an image
 * inline, a PDF as its thumbnail. Open and Download work on the file itself (the app's CSP allows no embedded
 * PDF viewer).
 */
export function DocumentViewer({ document }: { document: StaffDocumentDetail }) {
  // Processing replaces the stored file with the cleaned one: a new version means new bytes.
  const version = document.processedAt ?? document.submittedAt ?? 'none';
  const isPdf = document.mimeType === 'application/pdf';
  const file = useStaffDocumentFile(document.id, 'file', version, document.hasFile);
  const thumbnail = useStaffDocumentFile(document.id, 'thumbnail', version, document.hasThumbnail);

  if (!document.hasFile) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          No file has been uploaded for this document yet.
        </Text>
      </Paper>
    );
  }
  if (file.isError) {
    return (
      <QueryError title="Unable to load the file" error={file.error} onRetry={() => void file.refetch()} />
    );
  }

  return (
    <Stack gap="sm">
      {document.pages.length > 0 ? (
        <DocumentPages
          documentId={document.id}
          documentName={document.documentName}
          pages={document.pages}
          version={version}
        />
      ) : (
        <Paper withBorder radius="md" className={classes.stage}>
          {!file.data && (
            <Center h={320}>
              <Loader aria-label="Loading the file" />
            </Center>
          )}
          {file.data && !isPdf && (
            <BlobImage
              blob={file.data}
              alt={`${document.documentName} uploaded by ${document.familyName}`}
              className={classes.image}
            />
          )}
          {file.data && isPdf && (
            <Stack align="center" gap="xs" p="lg">
              {thumbnail.data ? (
                <BlobImage
                  blob={thumbnail.data}
                  alt={`First page of ${document.documentName}`}
                  className={classes.pdfPage}
                />
              ) : (
                <IconFileTypePdf size={72} stroke={1.2} aria-hidden />
              )}
              <Text size="sm" c="dimmed">
                PDF
                {document.pageCount
                  ? ` · ${document.pageCount} ${document.pageCount === 1 ? 'page' : 'pages'}`
                  : ''}
              </Text>
            </Stack>
          )}
        </Paper>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {document.mimeType ?? 'Unknown type'}
          {document.sizeBytes !== null ? ` · ${formatBytes(document.sizeBytes)}` : ''}
          {document.pageCount ? ` · ${plural(document.pageCount, 'page')}` : ''}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconExternalLink size={14} aria-hidden />}
            disabled={!file.data}
            onClick={() => file.data && openBlobInNewTab(file.data)}
          >
            {isPdf ? 'Open PDF' : 'Open full size'}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={!file.data}
            onClick={() => file.data && downloadBlob(file.data, document.documentName, document.mimeType)}
          >
            Download
          </Button>
        </Group>
      </Group>
      {thumbnail.data && !isPdf && document.pages.length === 0 && (
        <Group gap="sm" wrap="nowrap">
          <BlobImage
            blob={thumbnail.data}
            alt={`Thumbnail of ${document.documentName}`}
            className={classes.thumbnail}
          />
          <Text size="xs" c="dimmed">
            Thumbnail made during processing (cleaned, rotated upright, metadata removed).
          </Text>
        </Group>
      )}
    </Stack>
  );
}
