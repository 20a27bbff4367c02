import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { QueryContent } from '@client/components/query-content';
import { useAnalyticsSection } from '../api/use-analytics';
import type { AnalyticsRequestQuery } from '../utils/analytics-params';
import { count, percent } from '../utils/figures';
import { ChartCard, Stat } from './chart-card';

/** Hours completed of required, course completion rates and overdue required courses. */
export function TrainingSection({ query }: { query: AnalyticsRequestQuery | null }) {
  const training = useAnalyticsSection('training', query);
  return (
    <QueryContent query={training} errorTitle="Unable to load the training figures">
      {(data) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Stat label="Overdue required courses" value={count(data.overdue.assignments)} />
            <Stat label="Families with an overdue course" value={count(data.overdue.families)} />
          </SimpleGrid>
          <ChartCard
            title="Training hours completed of required"
            description="Families (not withdrawn) by the share of their required hours they have completed, now."
            summary={`Families by hours completed: ${data.hours.map((h) => `${h.bucket} ${h.families}`).join(', ')}.`}
            filename="training-hours"
            isEmpty={data.hours.every((h) => h.families === 0)}
            table={{
              header: ['Hours completed', 'Families'],
              rows: data.hours.map((h) => ({ key: h.bucket, cells: [h.bucket, h.families] })),
            }}
          >
            <BarChart
              h={260}
              data={data.hours}
              dataKey="bucket"
              yAxisProps={{ allowDecimals: false }}
              series={[{ name: 'families', label: 'Families', color: 'grape.6' }]}
              withBarValueLabel
            />
          </ChartCard>
          <ChartCard
            title="Course completion"
            description="Enrollments in each live course and how many are completed."
            summary={`Completion rates: ${data.courses.map((c) => `${c.title} ${percent(c.completionRate)}`).join(', ')}.`}
            filename="course-completion"
            table={{
              header: ['Course', 'Enrolled', 'Completed', 'Completion rate', 'Completed in range', 'Overdue'],
              rows: data.courses.map((c) => ({
                key: c.courseId,
                cells: [
                  c.title,
                  c.enrolled,
                  c.completed,
                  percent(c.completionRate),
                  c.completedInRange,
                  data.overdue.byCourse.find((o) => o.courseId === c.courseId)?.overdue ?? 0,
                ],
              })),
            }}
          >
            <BarChart
              h={Math.max(200, data.courses.length * 44)}
              data={data.courses.map((c) => ({ title: c.title, rate: Math.round(c.completionRate * 100) }))}
              dataKey="title"
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              valueFormatter={(value) => `${value}%`}
              series={[{ name: 'rate', label: 'Completion rate', color: 'teal.6' }]}
            />
          </ChartCard>
        </Stack>
      )}
    </QueryContent>
  );
}
