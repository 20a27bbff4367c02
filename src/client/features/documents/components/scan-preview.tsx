import { Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { qualityPercent } from '@shared/documents/scan-quality';
import type { CapturedScan } from '../utils/capture-scan';
import classes from './scan.module.css';

interface ScanPreviewProps {
  scan: CapturedScan;
  /** Null while not uploading. */
  uploadPercent: number | null;
  onRetake: () => void;
  onUpload: () => void;
}

/** The kept capture with its quality, Retake and Upload; the upload's progress below it. */
export function ScanPreview({ scan, uploadPercent, onRetake, onUpload }: ScanPreviewProps) {
  const { t } = useTranslation('documents');
  const uploading = uploadPercent !== null;
  return (
    <Stack gap="sm">
      <Box className={classes.frame}>
        <img src={scan.thumbnail} alt={t('scanPreview.alt')} className={classes.media} />
      </Box>
      <Text size="sm" c="dimmed">
        {t('scanPreview.quality', { percent: qualityPercent(scan.quality) })}
      </Text>
      {uploading && (
        <Stack gap={4}>
          <Progress value={uploadPercent} animated aria-label={t('scanPreview.progress')} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {uploadPercent >= 99
              ? t('scanPreview.saving')
              : t('scanPreview.uploading', { percent: uploadPercent })}
          </Text>
        </Stack>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={onRetake}
          disabled={uploading}
        >
          {t('scanPreview.retake')}
        </Button>
        <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={onUpload} loading={uploading}>
          {t('scanPreview.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
