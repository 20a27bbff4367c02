import { lazy, useState } from 'react';
import { Button, EmptyState, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { IconSearch, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import type { AssignedCourse, AssignmentFamily } from '@shared/learning/assignments.schema';
import { FormModal } from '@client/components/form-modal';
import { ListPagination } from '@client/components/list-pagination';
import { PHONE_QUERY } from '@client/components/media-queries';
import { QueryContent } from '@client/components/query-content';
import {
  ASSIGNMENT_FAMILIES_PAGE_SIZE,
  useAssignmentFamilies,
  useRemoveAssignment,
} from '../api/use-assignments';
import { familyOptionLabel, type FamilyOption } from '../utils/assignment-terms';
import { CARD_GRID_COLUMNS, CardGridSkeleton } from './card-grid';
import { EnrollmentRequestsSection } from './enrollment-requests-section';
import { FamilyAssignmentCard } from './family-assignment-card';

const AssignCourseForm = lazy(async () => ({
  default: (await import('./assign-course-form')).AssignCourseForm,
}));

const SEARCH_DEBOUNCE_MS = 300;

const toOption = (family: AssignmentFamily): FamilyOption => ({
  value: family.familyId,
  label: familyOptionLabel(family),
});

/**
 * Course Assignments (the tab of Manage Courses and the page /staff/assignments): families with their
 * courses, the Assign Course dialog (several families at once), removals and families' requests. In the
 * tab its heading is the spec's 'Course Assignments'; on its own page, whose title says so, 'Families'.
 * `initialSearch` starts the family search (the page's `?search=`, e.g. a family id from the staff assistant).
 */
export function CourseAssignmentsView({
  inTab,
  initialSearch = '',
}: {
  inTab: boolean;
  initialSearch?: string;
}) {
  const [searchText, setSearchText] = useState(initialSearch);
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<FamilyOption[]>([]);
  const [dialogFamilies, setDialogFamilies] = useState<FamilyOption[] | null>(null);
  const fullScreen = useMediaQuery(PHONE_QUERY);
  const families = useAssignmentFamilies(search, page);
  const removeAssignment = useRemoveAssignment();

  function select(family: AssignmentFamily, checked: boolean) {
    setSelected((current) =>
      checked
        ? [...current.filter((option) => option.value !== family.familyId), toOption(family)]
        : current.filter((option) => option.value !== family.familyId),
    );
  }

  function confirmRemoval(family: AssignmentFamily, course: AssignedCourse) {
    openConfirmModal({
      title: 'Remove assignment',
      children: `Remove ${course.title} from ${family.primaryContactName}? An enrollment the family has not started is removed too; progress already made is kept.`,
      labels: { confirm: 'Remove assignment', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeAssignment.mutate({
          familyId: family.familyId,
          courseId: course.courseId,
          courseTitle: course.title,
        }),
    });
  }

  return (
    <Stack gap="md" aria-busy={families.isFetching}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {inTab ? 'Course Assignments' : 'Families'}
        </Title>
        <Group gap="xs">
          {selected.length > 0 && (
            <Button variant="default" onClick={() => setSelected([])}>
              Clear selection
            </Button>
          )}
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setDialogFamilies(selected)}
          >
            {selected.length > 0 ? `Assign Course to ${selected.length} selected` : 'Assign Course'}
          </Button>
        </Group>
      </Group>
      <TextInput
        label="Search families"
        placeholder="Contact name or family id"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryContent
        query={families}
        errorTitle="Unable to load families"
        loading={<CardGridSkeleton label="Loading families" height={200} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={<IconUsersGroup aria-hidden />} title="No families found" size="sm" py="xl" />
        }
      >
        {(data) => (
          <SimpleGrid cols={CARD_GRID_COLUMNS}>
            {data.items.map((family) => (
              <FamilyAssignmentCard
                key={family.familyId}
                family={family}
                selected={selected.some((option) => option.value === family.familyId)}
                onSelect={(checked) => select(family, checked)}
                onAssign={() => setDialogFamilies([toOption(family)])}
                onRemove={(course) => confirmRemoval(family, course)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
      {families.data && families.data.total > 0 && (
        <ListPagination
          page={page}
          pageSize={ASSIGNMENT_FAMILIES_PAGE_SIZE}
          total={families.data.total}
          noun="families"
          onChange={setPage}
        />
      )}
      <EnrollmentRequestsSection />
      <FormModal
        opened={dialogFamilies !== null}
        onClose={() => setDialogFamilies(null)}
        title="Assign Course"
        fullScreen={fullScreen}
      >
        {dialogFamilies && (
          <AssignCourseForm
            initialFamilies={dialogFamilies}
            onCancel={() => setDialogFamilies(null)}
            onAssigned={() => {
              setDialogFamilies(null);
              setSelected([]);
            }}
          />
        )}
      </FormModal>
    </Stack>
  );
}
