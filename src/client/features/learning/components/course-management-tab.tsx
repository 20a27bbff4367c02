import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { EmptyState, Grid, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { IconBooks, IconSearch } from '@tabler/icons-react';
import type { StaffCourse } from '@shared/learning/courses.schema';
import type { CourseStatusFilter } from '@shared/learning/learning-vocabulary';
import { FormModal } from '@client/components/form-modal';
import { ListPagination } from '@client/components/list-pagination';
import { PHONE_QUERY } from '@client/components/media-queries';
import { QueryContent } from '@client/components/query-content';
import { useCourses, useDeleteCourse, useSetCoursePublished } from '../api/use-courses';
import { useExportCourse } from '../api/use-course-transfer';
import { CARD_GRID_COLUMNS, CardGridSkeleton } from './card-grid';
import { CourseCard, type CourseCardActions } from './course-card';

const EditCourseForm = lazy(async () => ({ default: (await import('./edit-course-form')).EditCourseForm }));
const CourseTranslationsDialog = lazy(async () => ({
  default: (await import('./course-translations-editor')).CourseTranslationsDialog,
}));
const LessonBuilder = lazy(async () => ({ default: (await import('./lesson-builder')).LessonBuilder }));

export const COURSES_PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 300;
const FILTER_OPTIONS: { value: CourseStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Courses' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

type Dialog = { kind: 'edit' | 'lessons' | 'translate'; course: StaffCourse } | null;

/** Course Management (spec 02 §2): search, the status filter, the card grid and its dialogs. */
export function CourseManagementTab() {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<CourseStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const fullScreen = useMediaQuery(PHONE_QUERY);
  const courses = useCourses({ search, status, page, pageSize: COURSES_PAGE_SIZE });
  const setPublished = useSetCoursePublished();
  const deleteCourse = useDeleteCourse();
  const exportCourse = useExportCourse();
  const filtered = search !== '' || status !== 'all';
  // Whether the Lesson Builder's open lesson form holds unsaved changes (a ref: it asks, it does not render).
  const unsavedLesson = useRef(false);
  const setUnsavedLesson = useCallback((unsaved: boolean) => {
    unsavedLesson.current = unsaved;
  }, []);

  function closeLessonBuilder() {
    if (!unsavedLesson.current) {
      setDialog(null);
      return;
    }
    openConfirmModal({
      title: 'Discard changes?',
      children: <Text size="sm">This lesson has changes that are not saved. Close and discard them?</Text>,
      labels: { confirm: 'Discard changes', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => setDialog(null),
    });
  }

  function confirmDelete(course: StaffCourse) {
    openConfirmModal({
      title: 'Delete course',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete this course? This action cannot be undone.</Text>
          <Text size="sm" c="dimmed">
            A course that families have enrolled in or earned a certificate for is archived instead: it is
            hidden everywhere, families keep their history and its certificates stay verifiable.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteCourse.mutate(course),
    });
  }

  const actions: CourseCardActions = {
    onEdit: (course) => setDialog({ kind: 'edit', course }),
    onEditLessons: (course) => setDialog({ kind: 'lessons', course }),
    onTogglePublished: (course) => setPublished.mutate({ course, publish: !course.isPublished }),
    onExport: (course) => exportCourse.mutate(course),
    onTranslate: (course) => setDialog({ kind: 'translate', course }),
    onDelete: confirmDelete,
  };

  return (
    <Stack gap="md" aria-busy={courses.isFetching}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label="Search courses"
            placeholder="Title or description"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Status"
            data={FILTER_OPTIONS}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              setStatus((value as CourseStatusFilter | null) ?? 'all');
              setPage(1);
            }}
          />
        </Grid.Col>
      </Grid>
      <QueryContent
        query={courses}
        errorTitle="Unable to load courses"
        loading={<CardGridSkeleton label="Loading courses" height={220} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<IconBooks aria-hidden />}
            title="No courses found"
            description={
              filtered ? 'Try adjusting your search or filters' : 'Create your first course to get started'
            }
            size="sm"
            py="xl"
          />
        }
      >
        {(data) => (
          <SimpleGrid cols={CARD_GRID_COLUMNS}>
            {data.items.map((course) => (
              <CourseCard key={course.id} course={course} actions={actions} />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
      {courses.data && courses.data.total > 0 && (
        <ListPagination
          page={page}
          pageSize={COURSES_PAGE_SIZE}
          total={courses.data.total}
          noun="courses"
          onChange={setPage}
        />
      )}
      <FormModal
        opened={dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
        title="Edit Course"
        fullScreen={fullScreen}
      >
        {dialog?.kind === 'edit' && <EditCourseForm course={dialog.course} onDone={() => setDialog(null)} />}
      </FormModal>
      <FormModal
        opened={dialog?.kind === 'lessons'}
        onClose={closeLessonBuilder}
        title="Lesson Builder"
        size="xl"
        fullScreen={fullScreen}
      >
        {dialog?.kind === 'lessons' && (
          <LessonBuilder course={dialog.course} onUnsavedChange={setUnsavedLesson} />
        )}
      </FormModal>
      {dialog?.kind === 'translate' && (
        <Suspense fallback={null}>
          <CourseTranslationsDialog course={dialog.course} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
