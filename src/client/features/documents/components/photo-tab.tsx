import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import {
  BASE_UPLOAD_FILE_KINDS,
  describeFileKinds,
  UPLOAD_ACCEPT_MIME_TYPES,
} from '@shared/documents/file-kinds';
import type { UploadTarget } from '../api/upload-document';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { UploadProgressList } from './upload-progress-list';

const ACCEPT = UPLOAD_ACCEPT_MIME_TYPES.join(',');
const FORMATS = describeFileKinds(BASE_UPLOAD_FILE_KINDS);

/** Spec 01 §2: image files, several at once, each with its own progress and result. */
export function PhotoTab({ target }: { target: UploadTarget }) {
  const { items, summary, addFiles } = usePhotoUploads(target);
  const busy = summary.active > 0;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Choose photos or scans of the document ({FORMATS}). You can choose several files at once, for example
        one per page.
      </Text>
      <FileButton onChange={(files) => void addFiles(files)} accept={ACCEPT} multiple disabled={busy}>
        {(props) => (
          <Button {...props} leftSection={<IconPhoto size={18} aria-hidden />} loading={busy} fullWidth>
            {items.length === 0 ? 'Choose files' : 'Choose more files'}
          </Button>
        )}
      </FileButton>
      {items.length > 0 && <UploadProgressList items={items} />}
      {summary.total > 0 && summary.active === 0 && (
        <Text size="sm" aria-live="polite">
          {summary.succeeded} of {summary.total} {summary.total === 1 ? 'file' : 'files'} uploaded
          {summary.failed > 0 ? `, ${summary.failed} failed` : ''}.
        </Text>
      )}
    </Stack>
  );
}
