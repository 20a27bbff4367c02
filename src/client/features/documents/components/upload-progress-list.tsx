import { Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatBytes } from '@client/lib/format';
import type { UploadItem } from '../utils/upload-queue';

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'queued':
      return 'Waiting…';
    case 'uploading':
      return item.percent >= 99 ? 'Saving…' : `Uploading ${item.percent}%`;
    case 'succeeded':
      return 'Uploaded';
    case 'failed':
      return item.error ?? 'Upload failed';
  }
}

const COLORS: Record<UploadItem['status'], string> = {
  queued: 'gray',
  uploading: 'blue',
  succeeded: 'teal',
  failed: 'red',
};

/** One row per file: name, size, its own progress bar and its result. */
export function UploadProgressList({ items }: { items: UploadItem[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads">
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
            <Text size="sm" fw={500} truncate="end" title={item.fileName}>
              {item.fileName}
            </Text>
            {item.status === 'succeeded' && (
              <ThemeIcon size="sm" radius="xl" color="teal" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            )}
            {item.status === 'failed' && (
              <ThemeIcon size="sm" radius="xl" color="red" aria-hidden>
                <IconX size={14} />
              </ThemeIcon>
            )}
          </Group>
          <Progress
            value={item.percent}
            color={COLORS[item.status]}
            animated={item.status === 'uploading'}
            aria-label={`Upload progress for ${item.fileName}`}
          />
          <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
            <Text size="xs" c={item.status === 'failed' ? 'red' : 'dimmed'} aria-live="polite">
              {statusText(item)}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatBytes(item.sizeBytes)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
