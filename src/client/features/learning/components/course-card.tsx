import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconClock,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconLanguage,
  IconListDetails,
  IconPencil,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import type { StaffCourse } from '@shared/learning/courses.schema';
import { plural } from '@client/lib/format';
import { DIFFICULTY_COLORS, DIFFICULTY_LABELS, audienceLabel } from '../utils/course-labels';

export interface CourseCardActions {
  onEdit: (course: StaffCourse) => void;
  onEditLessons: (course: StaffCourse) => void;
  onTogglePublished: (course: StaffCourse) => void;
  onExport: (course: StaffCourse) => void;
  onTranslate: (course: StaffCourse) => void;
  onDelete: (course: StaffCourse) => void;
}

/** One course of the Course Management grid (spec 02 §2), with its menu and Edit Lessons. */
export function CourseCard({ course, actions }: { course: StaffCourse; actions: CourseCardActions }) {
  const titleId = `course-title-${course.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text id={titleId} component="h2" fw={700} size="md" m={0} style={{ overflowWrap: 'anywhere' }}>
            {course.title}
          </Text>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${course.title}`}>
                <IconDotsVertical size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => actions.onEdit(course)}
              >
                Edit
              </Menu.Item>
              <Menu.Item
                leftSection={
                  course.isPublished ? (
                    <IconEyeOff size={16} aria-hidden />
                  ) : (
                    <IconEye size={16} aria-hidden />
                  )
                }
                onClick={() => actions.onTogglePublished(course)}
              >
                {course.isPublished ? 'Unpublish' : 'Publish'}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconLanguage size={16} aria-hidden />}
                onClick={() => actions.onTranslate(course)}
              >
                Translate
              </Menu.Item>
              <Menu.Item
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => actions.onExport(course)}
              >
                Export
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => actions.onDelete(course)}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="xs">
          <Badge color={course.isPublished ? 'teal' : 'gray'} variant="light">
            {course.isPublished ? 'Published' : 'Draft'}
          </Badge>
          <Badge color={DIFFICULTY_COLORS[course.difficultyLevel]} variant="outline">
            {DIFFICULTY_LABELS[course.difficultyLevel]}
          </Badge>
        </Group>
        <Text size="sm" c={course.description ? undefined : 'dimmed'} lineClamp={3}>
          {course.description ?? 'No description available'}
        </Text>
        <Group gap="md" mt="auto">
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text size="sm">{course.durationMinutes} min</Text>
          </Group>
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{audienceLabel(course.audience)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {plural(course.lessonCount, 'lesson')}
          </Text>
        </Group>
        <Button
          variant="light"
          leftSection={<IconListDetails size={16} aria-hidden />}
          onClick={() => actions.onEditLessons(course)}
          aria-label={`Edit Lessons of ${course.title}`}
        >
          Edit Lessons
        </Button>
      </Stack>
    </Card>
  );
}
