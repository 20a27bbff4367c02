import { Badge, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import type { StaffCourse } from '@shared/learning/courses.schema';
import { plural } from '@client/lib/format';
import { DIFFICULTY_LABELS, audienceLabel } from '../utils/course-labels';

/** The course the Lesson Builder works on: title, status, level, audience, minutes and objectives. */
export function CourseSummary({ course, lessonCount }: { course: StaffCourse; lessonCount: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {course.title}
        </Text>
        <Group gap="xs">
          <Badge color={course.isPublished ? 'teal' : 'gray'} variant="light">
            {course.isPublished ? 'Published' : 'Draft'}
          </Badge>
          <Text size="sm" c="dimmed">
            {DIFFICULTY_LABELS[course.difficultyLevel]} · {audienceLabel(course.audience)} ·{' '}
            {course.durationMinutes} min · {plural(lessonCount, 'lesson')}
          </Text>
        </Group>
        {course.learningObjectives.length > 0 && (
          <Spoiler maxHeight={48} showLabel="Show all objectives" hideLabel="Show fewer objectives">
            <Text size="sm" component="ul" m={0} pl="md">
              {course.learningObjectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </Text>
          </Spoiler>
        )}
      </Stack>
    </Paper>
  );
}
