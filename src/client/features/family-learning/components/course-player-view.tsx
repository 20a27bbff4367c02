import { useState } from 'react';
import { Anchor, Button, Grid, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CoursePlayer } from '@shared/family-learning/family-learning.schema';
import { PATHS } from '@shared/paths';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { useCompleteLesson, useCoursePlayer, useEnrollmentAction } from '../api/learning-queries';
import { CERTIFICATE_PARAM } from '../utils/learning-paths';
import { CourseCompletion } from './course-completion';
import { CourseOutline } from './course-outline';
import { LessonPanel } from './lesson-panel';

function PlayerContent({ player }: { player: CoursePlayer }) {
  const { t } = useTranslation('familyLearning');
  const { enrollment, lessons } = player;
  const [selectedId, setSelectedId] = useState(enrollment.currentLessonId ?? lessons[0]?.id ?? null);
  const [params] = useSearchParams();
  const [finished, setFinished] = useState(
    enrollment.status === 'completed' && params.get(CERTIFICATE_PARAM) === '1',
  );
  const start = useEnrollmentAction('start');
  const complete = useEnrollmentAction('complete');
  const completeLesson = useCompleteLesson(enrollment.id);
  const showError = (error: unknown) =>
    notifications.show({ color: 'red', title: t('course.error'), message: errorMessage(error) });

  if (finished)
    return (
      <CourseCompletion
        enrollmentId={enrollment.id}
        courseTitle={enrollment.course.title}
        issued={enrollment.certificateId !== null}
      />
    );

  const index = Math.max(
    0,
    lessons.findIndex((lesson) => lesson.id === selectedId),
  );
  const lesson = lessons[index];
  const isLast = index === lessons.length - 1;
  const completeCourse = () => {
    if (enrollment.status === 'completed') setFinished(true);
    else complete.mutate(enrollment.id, { onSuccess: () => setFinished(true), onError: showError });
  };
  const markComplete = (lessonId: string) =>
    completeLesson.mutate(lessonId, {
      onError: showError,
      onSuccess: (result) => {
        if (result.nextLessonId) setSelectedId(result.nextLessonId);
        else if (result.allLessonsCompleted) completeCourse();
      },
    });

  const header = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {enrollment.course.title}
      </Title>
      {lesson && enrollment.status !== 'enrolled' && (
        <Text fw={600}>
          {t('player.lessonHeader', { index: index + 1, total: lessons.length, title: lesson.title })}
        </Text>
      )}
      <Group gap="sm" wrap="nowrap">
        <Progress value={enrollment.progressPercentage} flex={1} aria-hidden />
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('player.percentComplete', { percent: enrollment.progressPercentage })}
        </Text>
      </Group>
    </Stack>
  );
  if (!lesson)
    return (
      <Stack gap="md">
        {header}
        <Paper withBorder p="xl" ta="center">
          <Text c="dimmed">{t('player.noLessons')}</Text>
        </Paper>
      </Stack>
    );
  if (enrollment.status === 'enrolled')
    return (
      <Stack gap="md">
        {header}
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Text>{enrollment.course.description ?? t('course.noDescription')}</Text>
            <Text c="dimmed" size="sm">
              {t('player.notStarted')}
            </Text>
            <Button
              onClick={() => start.mutate(enrollment.id, { onError: showError })}
              loading={start.isPending}
            >
              {t('course.startCourse')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );

  return (
    <Stack gap="md">
      {header}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <LessonPanel
              key={lesson.id}
              enrollmentId={enrollment.id}
              lessonId={lesson.id}
              onQuizContinue={() => markComplete(lesson.id)}
              continuing={completeLesson.isPending}
            />
            <Group justify="space-between">
              <Button
                variant="default"
                disabled={index === 0}
                onClick={() => setSelectedId(lessons[index - 1]?.id ?? null)}
              >
                {t('player.previous')}
              </Button>
              {lesson.lessonType !== 'quiz' && !lesson.completed && (
                <Button onClick={() => markComplete(lesson.id)} loading={completeLesson.isPending}>
                  {t('player.markComplete')}
                </Button>
              )}
              {isLast ? (
                <Button
                  color="green"
                  disabled={!lessons.every((l) => l.completed)}
                  loading={complete.isPending}
                  onClick={completeCourse}
                >
                  {enrollment.status === 'completed'
                    ? t('course.viewCertificate')
                    : t('player.completeCourse')}
                </Button>
              ) : (
                <Button
                  variant="light"
                  disabled={!lesson.completed}
                  onClick={() => setSelectedId(lessons[index + 1]?.id ?? null)}
                >
                  {t('player.next')}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CourseOutline lessons={lessons} selectedId={lesson.id} onSelect={setSelectedId} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /learning/courses/:enrollmentId: the course player, the quiz and the completion screen (spec 02 §2). */
export function CoursePlayerView({ enrollmentId }: { enrollmentId: string }) {
  const { t } = useTranslation('familyLearning');
  const player = useCoursePlayer(enrollmentId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PATHS.familyLearning} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('player.backToJourney')}
        </Group>
      </Anchor>
      <QueryContent query={player} errorTitle={t('player.loadError')} loadingLabel={t('player.loading')}>
        {(data) => <PlayerContent player={data} />}
      </QueryContent>
    </Stack>
  );
}
