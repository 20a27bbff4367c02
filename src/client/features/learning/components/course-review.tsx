import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Fact } from '@client/components/fact';
import { CONTENT_TYPE_LABELS, DIFFICULTY_LABELS, audienceLabel } from '../utils/course-labels';
import type { CourseWizardValues } from '../utils/course-wizard';

/** Step 4 of the wizard: everything chosen, before the course is created as a draft. */
export function CourseReview({ values }: { values: CourseWizardValues }) {
  return (
    <Stack gap="sm" mt="md">
      <Fact label="Title" value={values.title.trim()} />
      <Fact label="Description" value={values.description.trim() || 'No description available'} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label="Audience" value={audienceLabel(values.audience)} />
        <Fact
          label="Difficulty"
          value={values.difficultyLevel ? DIFFICULTY_LABELS[values.difficultyLevel] : '—'}
        />
        <Fact label="Duration" value={`${values.durationMinutes} minutes`} />
        <Fact label="Content type" value={CONTENT_TYPE_LABELS[values.contentType]} />
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Learning objectives
        </Text>
        <List size="sm" spacing={2}>
          {values.learningObjectives.map((objective) => (
            <List.Item key={objective}>{objective}</List.Item>
          ))}
        </List>
      </div>
      <Text size="sm" c="dimmed">
        The course is saved as a draft; publish it when its lessons are ready.
      </Text>
    </Stack>
  );
}
