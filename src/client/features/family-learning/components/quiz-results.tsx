import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuizResult } from '@shared/family-learning/family-learning.schema';
import { quizBand } from '@shared/family-learning/family-learning-rules';

const BAND_COLORS = { excellent: 'green', fair: 'yellow', poor: 'red' } as const;

interface QuizResultsProps {
  result: QuizResult;
  onRetake: () => void;
  onContinue: () => void;
  continuing: boolean;
}

/** The graded attempt: score, band, the answer review with explanations, Retake Quiz and Continue. */
export function QuizResults({ result, onRetake, onContinue, continuing }: QuizResultsProps) {
  const { t } = useTranslation('familyLearning');
  const band = quizBand(result.score);
  const color = BAND_COLORS[band];
  const canRetake = result.attemptsRemaining === null || result.attemptsRemaining > 0;
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="lg"
        ta="center"
        bg={`${color}.0`}
        style={{ borderColor: `var(--mantine-color-${color}-6)` }}
      >
        <Stack gap={4} align="center">
          <Text fz={40} fw={800} c={`${color}.9`} data-testid="quiz-score">
            {t('quiz.score', { score: result.score })}
          </Text>
          <Title order={4} size="h3">
            {band === 'excellent' ? t('quiz.excellent') : t('quiz.goodEffort')}
          </Title>
          <Text>{t('quiz.correctCount', { correct: result.correctCount, total: result.total })}</Text>
          {!result.passed && result.passMark !== null && (
            <Text size="sm">{t('quiz.passMark', { passMark: result.passMark })}</Text>
          )}
          {result.attemptsRemaining !== null &&
            (canRetake ? (
              <Text size="sm" c="dimmed">
                {t('quiz.attemptsLeft', { count: result.attemptsRemaining })}
              </Text>
            ) : (
              !result.passed && <Text size="sm">{t('quiz.noAttemptsLeft')}</Text>
            ))}
        </Stack>
      </Paper>
      <Title order={4} size="h5">
        {t('quiz.review')}
      </Title>
      <Stack gap="sm">
        {result.review.map((item, index) => (
          <Paper key={item.questionId} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <ThemeIcon color={item.correct ? 'green' : 'red'} radius="xl" size="sm" aria-hidden>
                  {item.correct ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
                <Text fw={600} size="sm">
                  {index + 1}. {item.question}
                </Text>
              </Group>
              <Badge color={item.correct ? 'green' : 'red'} variant="light" w="fit-content">
                {item.correct ? t('quiz.correct') : t('quiz.incorrect')}
              </Badge>
              <Text size="sm">
                {t('quiz.yourAnswer', { answer: item.options[item.selectedIndex] ?? '' })}
              </Text>
              {!item.correct && (
                <Text size="sm" fw={600}>
                  {t('quiz.correctAnswer', { answer: item.options[item.correctIndex] ?? '' })}
                </Text>
              )}
              {item.explanation && (
                <Text size="sm" c="dimmed">
                  {item.explanation}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: canRetake ? 2 : 1 }}>
        {canRetake && (
          <Button variant="default" onClick={onRetake}>
            {t('quiz.retake')}
          </Button>
        )}
        <Button onClick={onContinue} disabled={!result.passed} loading={continuing}>
          {t('quiz.continue')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
