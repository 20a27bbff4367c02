import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@client/components/query-content';
import { useLesson } from '../api/learning-queries';
import { LessonHtml, LessonVideo } from './lesson-content';
import { QuizView } from './quiz-view';
import { InEnglishNote } from './in-english-note';

interface LessonPanelProps {
  enrollmentId: string;
  lessonId: string;
  onQuizContinue: () => void;
  continuing: boolean;
}

/** One lesson: its HTML, its video, or its quiz. Opening it starts its clock on the server. */
export function LessonPanel({ enrollmentId, lessonId, onQuizContinue, continuing }: LessonPanelProps) {
  const { t } = useTranslation('familyLearning');
  const lesson = useLesson(enrollmentId, lessonId);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <QueryContent
        query={lesson}
        errorTitle={t('player.lessonLoadError')}
        loadingLabel={t('player.loading')}
      >
        {(view) => (
          <Stack gap="md">
            <Title order={2} size="h3">
              {view.title}
            </Title>
            <InEnglishNote translated={view.translated} />
            {view.lessonType === 'video' && view.hasVideo && (
              <LessonVideo key={view.id} enrollmentId={enrollmentId} lesson={view} />
            )}
            <LessonHtml html={view.content} />
            {view.quiz && (
              <QuizView
                enrollmentId={enrollmentId}
                lessonId={view.id}
                quiz={view.quiz}
                onContinue={onQuizContinue}
                continuing={continuing}
              />
            )}
          </Stack>
        )}
      </QueryContent>
    </Paper>
  );
}
