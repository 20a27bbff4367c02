import { lazy, Suspense, useState } from 'react';
import { Button, Center, EmptyState, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconBook2, IconPlus, IconSparkles } from '@tabler/icons-react';
import type { StaffCourse } from '@shared/learning/courses.schema';
import type { StaffLesson } from '@shared/learning/lessons.schema';
import { QueryContent } from '@client/components/query-content';
import { useDeleteLesson, useGenerateLessons, useLessons, useReorderLessons } from '../api/use-lessons';
import { CourseSummary } from './course-summary';
import { LessonList } from './lesson-list';

const LessonForm = lazy(async () => ({ default: (await import('./lesson-form')).LessonForm }));

/** Which lesson the form edits: a new one, or a saved one by id (read fresh from the list). */
type Editing = { lessonId: string | null } | null;

/**
 * The Lesson Builder dialog of one course (spec 02 §2): generate, add, edit, delete and reorder lessons.
 * `onUnsavedChange` hears whether an open lesson form holds changes, so closing the dialog can ask first.
 */
export function LessonBuilder({
  course,
  onUnsavedChange,
}: {
  course: StaffCourse;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const lessons = useLessons(course.id);
  const generate = useGenerateLessons(course.id);
  const reorder = useReorderLessons(course.id);
  const deleteLesson = useDeleteLesson(course.id);
  const [editing, setEditing] = useState<Editing>(null);
  const list = lessons.data ?? [];

  if (editing) {
    const lesson = editing.lessonId ? list.find((item) => item.id === editing.lessonId) : undefined;
    const loading = (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the lesson form" />
      </Center>
    );
    // A lesson just created is shown once the refreshed list has it.
    if (editing.lessonId && !lesson) return loading;
    return (
      <Suspense fallback={loading}>
        <LessonForm
          key={editing.lessonId ?? 'new'}
          courseId={course.id}
          lesson={lesson}
          onSaved={(saved) =>
            setEditing(saved.lessonType === 'video' && !saved.video ? { lessonId: saved.id } : null)
          }
          onCancel={() => setEditing(null)}
          onDirtyChange={onUnsavedChange}
        />
      </Suspense>
    );
  }

  function confirmDelete(lesson: StaffLesson) {
    openConfirmModal({
      title: 'Delete lesson',
      children: <Text size="sm">Are you sure you want to delete this lesson?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteLesson.mutate(lesson.id),
    });
  }

  return (
    <Stack gap="md">
      <CourseSummary course={course} lessonCount={list.length} />
      <Group gap="sm">
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          variant="light"
          color="violet"
          loading={generate.isPending}
          disabled={!lessons.data || list.length > 0}
          onClick={() => generate.mutate()}
        >
          Generate with AI
        </Button>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ lessonId: null })}
        >
          Add Lesson Manually
        </Button>
      </Group>
      {lessons.data && list.length > 0 && (
        <Text size="xs" c="dimmed">
          Generation drafts a whole course, so it is offered only while the course has no lessons.
        </Text>
      )}
      <Title order={3} size="h4">
        Course Lessons ({list.length})
      </Title>
      <QueryContent
        query={lessons}
        errorTitle="Unable to load lessons"
        loadingLabel="Loading lessons"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon={<IconBook2 aria-hidden />} title="No lessons created yet" size="sm" py="lg" />
        }
      >
        {(data) => (
          <LessonList
            lessons={data}
            onReorder={(ordered) => reorder.mutate(ordered)}
            onEdit={(lesson) => setEditing({ lessonId: lesson.id })}
            onDelete={confirmDelete}
          />
        )}
      </QueryContent>
    </Stack>
  );
}
