import { Button, FileButton, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';
import { UPLOAD_ACCEPT_MIME_TYPES } from '@shared/documents/file-kinds';
import type { UploadTarget } from '../api/upload-document';
import { usePageUpload } from '../hooks/use-page-upload';
import { acceptedFormats } from '../utils/upload-messages';
import { ChosenPagesList } from './chosen-pages-list';

const ACCEPT = UPLOAD_ACCEPT_MIME_TYPES.join(',');

/** Spec 01 §2: photos or scans, several at once; they are the pages of one document, sent together. */
export function PhotoTab({ target, onUploaded }: { target: UploadTarget; onUploaded: () => void }) {
  const { t } = useTranslation('documents');
  const { pages, dispatch, addFiles, upload, percent } = usePageUpload(target, onUploaded);
  const busy = percent !== null;
  const full = pages.length >= UPLOAD_PAGES_MAX;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('photoTab.intro', { formats: acceptedFormats(t), count: UPLOAD_PAGES_MAX })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FileButton onChange={addFiles} accept={ACCEPT} multiple disabled={busy || full}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhoto size={18} aria-hidden />}>
              {pages.length === 0 ? t('photoTab.chooseFiles') : t('photoTab.addMore')}
            </Button>
          )}
        </FileButton>
        <FileButton
          onChange={(file) => file && addFiles([file])}
          accept="image/*"
          capture="environment"
          disabled={busy || full}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={18} aria-hidden />}>
              {t('photoTab.takePhoto')}
            </Button>
          )}
        </FileButton>
      </SimpleGrid>
      {pages.length > 0 && <ChosenPagesList pages={pages} dispatch={dispatch} disabled={busy} />}
      {busy && (
        <Progress value={percent} aria-label={t('photoTab.progress')} animated={percent >= 99} size="lg" />
      )}
      <Button
        leftSection={<IconUpload size={18} aria-hidden />}
        disabled={pages.length === 0}
        loading={busy}
        onClick={() => void upload()}
        fullWidth
      >
        {pages.length > 1 ? t('photoTab.uploadPages', { count: pages.length }) : t('photoTab.uploadOne')}
      </Button>
    </Stack>
  );
}
