import { NavLink, Paper, Title } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CoursePlayer } from '@shared/family-learning/family-learning.schema';

interface CourseOutlineProps {
  lessons: CoursePlayer['lessons'];
  selectedId: string | null;
  onSelect: (lessonId: string) => void;
}

/** The Course Outline: every lesson with its completed mark; any lesson can be opened. */
export function CourseOutline({ lessons, selectedId, onSelect }: CourseOutlineProps) {
  const { t } = useTranslation('familyLearning');
  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-labelledby="course-outline-title">
      <Title order={2} size="h5" id="course-outline-title" mb="xs">
        {t('player.outline')}
      </Title>
      {lessons.map((lesson, index) => (
        <NavLink
          key={lesson.id}
          component="button"
          type="button"
          active={lesson.id === selectedId}
          aria-current={lesson.id === selectedId ? 'step' : undefined}
          onClick={() => onSelect(lesson.id)}
          // The active row's tinted background needs the full text colour for its small description.
          styles={{ description: { color: 'var(--mantine-color-text)' } }}
          label={`${index + 1}. ${lesson.title}`}
          description={`${t(`player.lessonType.${lesson.lessonType}`)} · ${t('course.minutes', { count: lesson.durationMinutes })}${lesson.completed ? ` · ${t('player.lessonCompleted')}` : ''}`}
          leftSection={
            lesson.completed ? (
              <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" aria-hidden />
            ) : (
              <IconCircle size={18} aria-hidden />
            )
          }
        />
      ))}
    </Paper>
  );
}
