import { Group, Stack, Title } from '@mantine/core';
import { CreateCourseButton } from '@client/features/learning/components/create-course-button';
import { ImportCourseButton } from '@client/features/learning/components/import-course-button';
import { ManageCoursesView } from '@client/features/learning/components/manage-courses-view';

/** /admin/learning (manage_courses; the staff layout guards the path). */
export function Component() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1}>Learning Management System</Title>
        <Group gap="xs">
          <ImportCourseButton />
          <CreateCourseButton />
        </Group>
      </Group>
      <ManageCoursesView />
    </Stack>
  );
}
