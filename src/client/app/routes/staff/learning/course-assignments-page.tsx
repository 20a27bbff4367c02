import { Stack, Title } from '@mantine/core';
import { CourseAssignmentsView } from '@client/features/learning/components/course-assignments-view';

/** /staff/assignments (assign_courses): the same view as the Assignments tab of Manage Courses. */
export function CourseAssignmentsPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Course Assignments</Title>
      <CourseAssignmentsView inTab={false} />
    </Stack>
  );
}
