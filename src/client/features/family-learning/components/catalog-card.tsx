import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogCourse } from '@shared/family-learning/family-learning.schema';
import { errorMessage } from '@client/lib/api-client';
import { useRequestEnrollment } from '../api/learning-queries';
import { coursePlayerPath } from '../utils/learning-paths';
import { InEnglishNote } from './in-english-note';

/** A published course in the Course Catalog, with Request Enrollment (or where the family already stands). */
export function CatalogCard({ course }: { course: CatalogCourse }) {
  const { t } = useTranslation('familyLearning');
  const request = useRequestEnrollment();
  const onRequest = () =>
    request.mutate(course.id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: t('course.requestSentTitle'),
          message: t('course.requestSent', { title: course.title }),
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('course.error'), message: errorMessage(error) }),
    });
  const audience = course.audience ? t(`course.audience.${course.audience}`) : t('course.audience.all');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Badge variant="light" w="fit-content">
          {t(`course.difficulty.${course.difficultyLevel}`)}
        </Badge>
        <Title order={2} size="h4">
          {course.title}
        </Title>
        <InEnglishNote translated={course.translated} />
        <Text size="sm" c="dimmed">
          {course.description ?? t('course.noDescription')}
        </Text>
        {course.learningObjectives.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('course.objectives')}
            </Text>
            <List size="sm" spacing={2}>
              {course.learningObjectives.map((objective) => (
                <List.Item key={objective}>{objective}</List.Item>
              ))}
            </List>
            {course.moreObjectives > 0 && (
              <Text size="sm" c="dimmed">
                {t('course.moreObjectives', { count: course.moreObjectives })}
              </Text>
            )}
          </Stack>
        )}
        <Text size="sm">
          {t('course.minutes', { count: course.durationMinutes })} · {t('course.audienceLabel', { audience })}
        </Text>
        {course.enrollmentId ? (
          <Button component={Link} to={coursePlayerPath(course.enrollmentId)} variant="light" fullWidth>
            {t('course.enrolled')}
          </Button>
        ) : (
          <Button
            onClick={onRequest}
            loading={request.isPending}
            disabled={course.requested}
            variant={course.requested ? 'light' : 'filled'}
            fullWidth
          >
            {course.requested ? t('course.requested') : t('course.requestEnrollment')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
