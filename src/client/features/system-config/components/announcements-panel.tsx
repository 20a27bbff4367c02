import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { StaffAnnouncement } from '@shared/system-config/system-config.schema';
import { formatDateTime } from '@client/lib/format';
import { useDeleteAnnouncement } from '../api/use-announcements';
import { announcementState } from '../utils/announcement-form';
import { PRIORITY_LABELS } from '../utils/system-config-labels';
import { AnnouncementFormModal } from './announcement-form-modal';

function AnnouncementItem({
  announcement,
  onEdit,
  onDelete,
}: {
  announcement: StaffAnnouncement;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const state = announcementState(announcement.publishedAt, new Date());
  const priority = PRIORITY_LABELS[announcement.priority];
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600}>{announcement.title}</Text>
          <Group gap={6}>
            <Badge color={priority.color} variant="light">
              {priority.label}
            </Badge>
            <Badge color={state === 'Published' ? 'teal' : 'gray'} variant="outline">
              {state}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" lineClamp={3}>
          {announcement.body}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(announcement.publishedAt, 'Not published')}
            {announcement.createdByName ? ` · by ${announcement.createdByName}` : ''}
          </Text>
          <Group gap={4}>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Edit ${announcement.title}`}
              onClick={onEdit}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete ${announcement.title}`}
              onClick={onDelete}
            >
              Delete
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Announcements families see on their dashboard: write, edit, schedule and (after confirming) delete. */
export function AnnouncementsPanel({ announcements }: { announcements: StaffAnnouncement[] }) {
  const [opened, dialog] = useDisclosure(false);
  const [editing, setEditing] = useState<StaffAnnouncement | undefined>(undefined);
  const deleteAnnouncement = useDeleteAnnouncement();

  function openForm(announcement: StaffAnnouncement | undefined) {
    setEditing(announcement);
    dialog.open();
  }

  function confirmDelete(announcement: StaffAnnouncement) {
    openConfirmModal({
      title: 'Delete announcement',
      children: <Text size="sm">Delete “{announcement.title}”? Families will no longer see it.</Text>,
      labels: { confirm: 'Delete announcement', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteAnnouncement.mutate(announcement.id),
    });
  }

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => openForm(undefined)}
        >
          New announcement
        </Button>
      </Group>
      {announcements.length === 0 ? (
        <Text size="sm" c="dimmed">
          No announcements yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {announcements.map((announcement) => (
            <AnnouncementItem
              key={announcement.id}
              announcement={announcement}
              onEdit={() => openForm(announcement)}
              onDelete={() => confirmDelete(announcement)}
            />
          ))}
        </Stack>
      )}
      <AnnouncementFormModal opened={opened} announcement={editing} onClose={dialog.close} />
    </Stack>
  );
}
