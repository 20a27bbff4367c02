import { useState } from 'react';
import type { ReactNode } from 'react';
import { ActionIcon, Badge, Box, Button, Collapse, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCheck,
  IconChevronDown,
  IconChevronUp,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { StaffLesson } from '@shared/learning/lessons.schema';
import { plural } from '@client/lib/format';
import { SafeHtml } from '@client/components/safe-html';
import { useMarkLessonReviewed } from '../api/use-lessons';
import { LESSON_TYPE_LABELS } from '../utils/course-labels';
import { lessonPreview } from '../utils/lesson-preview';

export type MoveDirection = 'up' | 'down';
export const moveButtonId = (lessonId: string, direction: MoveDirection) => `lesson-${lessonId}-${direction}`;

interface LessonRowProps {
  lesson: StaffLesson;
  position: number;
  count: number;
  /** The drag handle, made by the list (it holds the drag library's props). */
  handle: ReactNode;
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One lesson of the builder: order, title, type, minutes, the preview, and its actions. */
export function LessonRow({ lesson, position, count, handle, onMove, onEdit, onDelete }: LessonRowProps) {
  const [open, setOpen] = useState(false);
  const markReviewed = useMarkLessonReviewed(lesson.courseId);
  const preview = lesson.lessonType === 'quiz' ? '' : lessonPreview(lesson.content);
  const details = [
    LESSON_TYPE_LABELS[lesson.lessonType],
    `${lesson.durationMinutes} min`,
    lesson.quiz ? plural(lesson.quiz.questions.length, 'question') : null,
  ].filter(Boolean);
  return (
    <>
      <Group gap="xs" wrap="wrap" align="flex-start" justify="flex-end">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: '1 1 240px', minWidth: 0 }}>
          {handle}
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" fw={600}>
                {position}.
              </Text>
              <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {lesson.title}
              </Text>
              {lesson.generatedFrom && (
                <Tooltip
                  label={
                    lesson.generatedFrom.objective
                      ? `Drafted for the objective: ${lesson.generatedFrom.objective}`
                      : 'Drafted from the course details'
                  }
                >
                  <Badge size="sm" color="violet" variant="light" tabIndex={0}>
                    Draft — needs review
                  </Badge>
                </Tooltip>
              )}
              {lesson.generatedFrom && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconCheck size={12} aria-hidden />}
                  aria-label={`Mark ${lesson.title} reviewed`}
                  loading={markReviewed.isPending}
                  onClick={() => markReviewed.mutate(lesson.id)}
                >
                  Mark reviewed
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {details.join(' · ')}
            </Text>
            {preview && (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {preview}
              </Text>
            )}
            {lesson.content.trim() !== '' && (
              <Collapse expanded={open}>
                <Box mt="xs" p="xs" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 4 }}>
                  {open && <SafeHtml html={lesson.content} />}
                </Box>
              </Collapse>
            )}
          </Box>
        </Group>
        <Group gap={2} wrap="nowrap">
          {lesson.content.trim() !== '' && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={
                open ? `Hide the content of ${lesson.title}` : `Show the content of ${lesson.title}`
              }
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            </ActionIcon>
          )}
          <ActionIcon
            id={moveButtonId(lesson.id, 'up')}
            variant="subtle"
            color="gray"
            aria-label={`Move ${lesson.title} up`}
            disabled={position === 1}
            onClick={() => onMove('up')}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            id={moveButtonId(lesson.id, 'down')}
            variant="subtle"
            color="gray"
            aria-label={`Move ${lesson.title} down`}
            disabled={position === count}
            onClick={() => onMove('down')}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={`Edit ${lesson.title}`} onClick={onEdit}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${lesson.title}`} onClick={onDelete}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </>
  );
}
