import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconAward, IconCalendarDue } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearnerEnrollment } from '@shared/family-learning/family-learning.schema';
import { formatDate } from '@client/lib/format';
import { certificatePath, coursePlayerPath } from '../utils/learning-paths';
import { InEnglishNote } from './in-english-note';

const STATUS_COLORS = { completed: 'green', in_progress: 'blue', enrolled: 'gray' } as const;

/** A course on the Current Courses or Completed tab: status, required and due date, progress, one action. */
export function EnrollmentCard({ enrollment }: { enrollment: LearnerEnrollment }) {
  const { t } = useTranslation('familyLearning');
  const titleId = useId();
  const { course, status } = enrollment;
  const action =
    status === 'completed'
      ? t('course.reviewCourse')
      : status === 'in_progress'
        ? t('course.continueLearning')
        : t('course.startNewCourse');
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="md"
      style={enrollment.overdue ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={STATUS_COLORS[status]} variant="light">
            {t(`course.status.${status}`)}
          </Badge>
          <Badge color={enrollment.isRequired ? 'orange' : 'gray'} variant="outline">
            {enrollment.isRequired ? t('course.required') : t('course.optional')}
          </Badge>
        </Group>
        <Title order={2} size="h4" id={titleId}>
          {course.title}
        </Title>
        <InEnglishNote translated={course.translated} />
        <Text size="sm" c="dimmed" lineClamp={3}>
          {course.description ?? t('course.noDescription')}
        </Text>
        <Text size="sm">
          {t(`course.difficulty.${course.difficultyLevel}`)} ·{' '}
          {t('course.minutes', { count: course.durationMinutes })}
        </Text>
        {enrollment.dueDate && status !== 'completed' && (
          <Group gap={6} c={enrollment.overdue ? 'red.8' : undefined}>
            {enrollment.overdue ? (
              <IconAlertTriangle size={16} aria-hidden />
            ) : (
              <IconCalendarDue size={16} aria-hidden />
            )}
            <Text size="sm" fw={enrollment.overdue ? 700 : 400}>
              {enrollment.overdue
                ? t('course.overdue', { date: formatDate(enrollment.dueDate) })
                : t('course.due', { date: formatDate(enrollment.dueDate) })}
            </Text>
          </Group>
        )}
        {enrollment.completedAt && (
          <Text size="sm">{t('course.completedOn', { date: formatDate(enrollment.completedAt) })}</Text>
        )}
        <Progress
          value={enrollment.progressPercentage}
          aria-label={t('course.progress', { percent: enrollment.progressPercentage })}
        />
        <Text size="xs" c="dimmed">
          {t('course.progress', { percent: enrollment.progressPercentage })}
        </Text>
        {status === 'completed' && (
          <Button
            component={Link}
            to={certificatePath(enrollment.id)}
            leftSection={<IconAward size={16} aria-hidden />}
            fullWidth
          >
            {enrollment.certificateId ? t('course.viewCertificate') : t('course.getCertificate')}
          </Button>
        )}
        <Button
          component={Link}
          to={coursePlayerPath(enrollment.id)}
          variant={status === 'completed' ? 'light' : 'filled'}
          fullWidth
        >
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
