import type { Dispatch } from 'react';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@client/lib/format';
import { BlobImage } from '@client/components/blob-image';
import type { ChosenPage, PagesAction } from '../utils/upload-pages';
import classes from './chosen-pages-list.module.css';

interface ChosenPagesListProps {
  pages: ChosenPage[];
  dispatch: Dispatch<PagesAction>;
  disabled: boolean;
}

/** The pages of the document being handed in, in order, each with a preview and buttons to move or remove it. */
export function ChosenPagesList({ pages, dispatch, disabled }: ChosenPagesListProps) {
  const { t } = useTranslation('documents');
  return (
    <Stack gap="xs" component="ol" p={0} m={0} className={classes.list} aria-label={t('pages.list')}>
      {pages.map((page, index) => {
        const number = index + 1;
        return (
          <Paper key={page.id} component="li" withBorder radius="md" p="xs">
            <Group gap="sm" wrap="nowrap">
              {page.file.type === 'application/pdf' ? (
                <IconFileTypePdf size={40} aria-hidden className={classes.preview} />
              ) : (
                <BlobImage
                  blob={page.file}
                  alt={t('pages.preview', { number })}
                  className={classes.preview}
                />
              )}
              <Stack gap={0} className={classes.name}>
                <Text size="sm" fw={600}>
                  {t('pages.page', { number })}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {page.file.name} · {formatBytes(page.file.size)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('pages.moveUp', { number })}
                  disabled={disabled || index === 0}
                  onClick={() => dispatch({ type: 'moved', id: page.id, by: -1 })}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('pages.moveDown', { number })}
                  disabled={disabled || index === pages.length - 1}
                  onClick={() => dispatch({ type: 'moved', id: page.id, by: 1 })}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('pages.remove', { number })}
                  disabled={disabled}
                  onClick={() => dispatch({ type: 'removed', id: page.id })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
