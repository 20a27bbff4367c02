import { useState } from 'react';
import { Alert, Button, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { LessonView, QuizResult } from '@shared/family-learning/family-learning.schema';
import { errorMessage } from '@client/lib/api-client';
import { useSubmitQuiz } from '../api/learning-queries';
import { QuizResults } from './quiz-results';

type Quiz = NonNullable<LessonView['quiz']>;

interface QuizViewProps {
  enrollmentId: string;
  lessonId: string;
  quiz: Quiz;
  /** Continue: marks the quiz lesson complete. */
  onContinue: () => void;
  continuing: boolean;
}

/** The quiz screen (spec 02 §2): one question at a time, graded on the server, then the results. */
export function QuizView({ enrollmentId, lessonId, quiz, onContinue, continuing }: QuizViewProps) {
  const { t } = useTranslation('familyLearning');
  const submit = useSubmitQuiz(enrollmentId, lessonId);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const total = quiz.questions.length;
  const question = quiz.questions[index];
  const outOfAttempts = quiz.attemptLimit !== null && quiz.attemptsUsed >= quiz.attemptLimit;

  const retake = () => {
    setResult(null);
    setAnswers({});
    setIndex(0);
  };
  if (result)
    return <QuizResults result={result} onRetake={retake} onContinue={onContinue} continuing={continuing} />;
  if (!question || (outOfAttempts && !quiz.passed))
    return <Alert color="red">{t('quiz.noAttemptsLeft')}</Alert>;

  const chosen = answers[question.id];
  const last = index === total - 1;
  const send = () =>
    submit.mutate(
      { answers: quiz.questions.map((q) => ({ questionId: q.id, optionIndex: answers[q.id] ?? 0 })) },
      {
        onSuccess: setResult,
        onError: (error) =>
          notifications.show({ color: 'red', title: t('course.error'), message: errorMessage(error) }),
      },
    );
  return (
    <Stack gap="md">
      <Title order={3} size="h3">
        {t('quiz.title')}
      </Title>
      {quiz.passed && quiz.bestScore !== null && (
        <Alert color="green" variant="light">
          <Group justify="space-between">
            <Text size="sm">{t('quiz.passedBefore', { score: quiz.bestScore })}</Text>
            <Button size="xs" onClick={onContinue} loading={continuing}>
              {t('quiz.continue')}
            </Button>
          </Group>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('quiz.questionOf', { index: index + 1, total })}
      </Text>
      <Progress
        value={((index + 1) / total) * 100}
        aria-label={t('quiz.questionOf', { index: index + 1, total })}
      />
      <Radio.Group
        label={question.question}
        value={chosen === undefined ? null : String(chosen)}
        onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: Number(value) }))}
        styles={{ label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 600, marginBottom: 8 } }}
      >
        <Stack gap="sm">
          {question.options.map((option, optionIndex) => (
            <Radio key={optionIndex} value={String(optionIndex)} label={option} />
          ))}
        </Stack>
      </Radio.Group>
      {chosen === undefined && (
        <Text size="sm" c="dimmed">
          {t('quiz.chooseOption')}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('quiz.previous')}
        </Button>
        {last ? (
          <Button onClick={send} disabled={chosen === undefined} loading={submit.isPending}>
            {t('quiz.submit')}
          </Button>
        ) : (
          <Button onClick={() => setIndex(index + 1)} disabled={chosen === undefined}>
            {t('quiz.nextQuestion')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
