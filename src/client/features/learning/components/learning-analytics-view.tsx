import {
  Badge,
  ColorSwatch,
  EmptyState,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { CourseAnalytics, LearningAnalytics } from '@shared/learning/analytics.schema';
import { QueryContent } from '@client/components/query-content';
import { useLearningAnalytics } from '../api/use-learning-analytics';
import { formatPercent } from '../utils/course-labels';
import { shareCorrectText } from '../utils/analytics-text';

function Totals({ analytics }: { analytics: LearningAnalytics }) {
  const totals = [
    { label: 'Total Enrollments', value: analytics.totalEnrollments.toLocaleString('en-US') },
    { label: 'Completions', value: analytics.completedEnrollments.toLocaleString('en-US') },
    { label: 'Completion Rate', value: formatPercent(analytics.completionRate) },
    { label: 'Published Courses', value: analytics.publishedCourses.toLocaleString('en-US') },
    {
      label: 'Average Quiz Score',
      value: analytics.averageQuizScore === null ? '—' : formatPercent(analytics.averageQuizScore),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      {totals.map((total) => (
        <Paper key={total.label} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" fw={600}>
            {total.label}
          </Text>
          <Text fz={24} fw={700}>
            {total.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

function CourseProgress({ course }: { course: CourseAnalytics }) {
  const titleId = `analytics-course-${course.courseId}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text id={titleId} fw={700} component="h3" m={0} style={{ overflowWrap: 'anywhere' }}>
            {course.title}
          </Text>
          {!course.isPublished && (
            <Badge color="gray" variant="light">
              Draft
            </Badge>
          )}
        </Group>
        <Progress.Root
          size="lg"
          role="img"
          aria-label={`${course.title}: ${course.completed} completed and ${course.inProgress} in progress of ${course.enrolled} enrolled`}
        >
          <Progress.Section value={share(course.completed, course.enrolled)} color="teal" aria-hidden />
          <Progress.Section value={share(course.inProgress, course.enrolled)} color="blue" aria-hidden />
        </Progress.Root>
        <Group gap="lg">
          <Text size="sm">{course.enrolled} enrolled</Text>
          <Group gap={6}>
            <ColorSwatch color="var(--mantine-color-teal-filled)" size={10} aria-hidden />
            <Text size="sm">{course.completed} completed</Text>
          </Group>
          <Group gap={6}>
            <ColorSwatch color="var(--mantine-color-blue-filled)" size={10} aria-hidden />
            <Text size="sm">{course.inProgress} in progress</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatPercent(course.completionRate)} completion
          </Text>
          <Text size="sm" c="dimmed">
            Average quiz score:{' '}
            {course.averageQuizScore === null ? '—' : formatPercent(course.averageQuizScore)}
          </Text>
        </Group>
        {course.questions.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Caption>Share of first attempts answering each question correctly</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Question</Table.Th>
                  <Table.Th>Answered</Table.Th>
                  <Table.Th>Correct</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {course.questions.map((question) => (
                  <Table.Tr key={`${question.lessonId}-${question.questionId}`}>
                    <Table.Td>
                      <Text size="sm">{question.question}</Text>
                      <Text size="xs" c="dimmed">
                        {question.lessonTitle}
                      </Text>
                    </Table.Td>
                    <Table.Td>{question.answered}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {shareCorrectText(question.shareCorrect)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** The Analytics tab (spec 02 §2): totals, and per course its progress and how its quiz questions fare. */
export function LearningAnalyticsView() {
  const analytics = useLearningAnalytics();
  return (
    <QueryContent query={analytics} errorTitle="Unable to load analytics" loadingLabel="Loading analytics">
      {(data) => (
        <Stack gap="md">
          <Totals analytics={data} />
          <Title order={2} size="h4">
            Course progress
          </Title>
          {data.courses.length === 0 ? (
            <EmptyState
              icon={<IconChartBar aria-hidden />}
              title="No course data available yet"
              size="sm"
              py="xl"
            />
          ) : (
            data.courses.map((course) => <CourseProgress key={course.courseId} course={course} />)
          )}
        </Stack>
      )}
    </QueryContent>
  );
}
