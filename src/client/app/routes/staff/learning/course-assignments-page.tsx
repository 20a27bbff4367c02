import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CourseAssignmentsView } from '@client/features/learning/components/course-assignments-view';

/**
 * /staff/assignments (assign_courses): the same view as the Assignments tab of Manage Courses; `?search=`
 * starts the family search (the staff assistant's Assign Training opens it on one family's id).
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <Stack gap="lg">
      <Title order={1}>Course Assignments</Title>
      <CourseAssignmentsView inTab={false} initialSearch={params.get('search')?.trim() ?? ''} />
    </Stack>
  );
}
