import { useEffect } from 'react';
import { Alert, Button, Group, Input, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StaffLesson } from '@shared/learning/lessons.schema';
import { LESSON_DURATION_MAX, LESSON_DURATION_MIN, LESSON_TITLE_MAX } from '@shared/learning/learning.limits';
import { RichTextInput } from '@client/components/rich-text-input';
import { useSaveLesson } from '../api/use-lessons';
import { LESSON_TYPE_OPTIONS } from '../utils/course-labels';
import {
  lessonFormErrors,
  lessonFormValues,
  toLessonBody,
  type LessonFormValues,
} from '../utils/lesson-form';
import { LessonVideo } from './lesson-video';
import { QuizEditor } from './quiz-editor';

interface LessonFormProps {
  courseId: string;
  /** Absent for a new lesson. */
  lesson?: StaffLesson;
  onSaved: (lesson: StaffLesson) => void;
  onCancel: () => void;
  /** Told whether the form holds changes not saved yet (false again when it closes). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The lesson form (spec 02 §5): title, type, duration, rich-text content; questions for a quiz, a file for a video. */
export function LessonForm({ courseId, lesson, onSaved, onCancel, onDirtyChange }: LessonFormProps) {
  const saveLesson = useSaveLesson(courseId);
  const form = useForm<LessonFormValues>({
    initialValues: lessonFormValues(lesson),
    validate: lessonFormErrors,
  });
  const type = form.values.lessonType;
  const dirty = form.isDirty();
  useEffect(() => {
    onDirtyChange(dirty);
    return () => onDirtyChange(false);
  }, [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) =>
    saveLesson.mutate({ lessonId: lesson?.id, body: toLessonBody(values) }, { onSuccess: onSaved }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {lesson ? `Edit lesson: ${lesson.title}` : 'New lesson'}
        </Title>
        {lesson?.generatedFrom && (
          <Alert color="violet" variant="light" title="Generated draft">
            Drafted{' '}
            {lesson.generatedFrom.source === 'llm' ? 'by the language model' : 'from the content library'}
            {lesson.generatedFrom.objective ? ` for the objective “${lesson.generatedFrom.objective}”` : ''}.
            Review it; saving marks it as reviewed.
          </Alert>
        )}
        <TextInput
          label="Lesson title"
          required
          maxLength={LESSON_TITLE_MAX}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <Select
            label="Lesson type"
            data={LESSON_TYPE_OPTIONS}
            allowDeselect={false}
            miw={160}
            {...form.getInputProps('lessonType')}
          />
          <NumberInput
            label="Duration (minutes)"
            required
            min={LESSON_DURATION_MIN}
            max={LESSON_DURATION_MAX}
            allowDecimal={false}
            miw={160}
            {...form.getInputProps('durationMinutes')}
          />
        </Group>
        <Input.Wrapper
          labelElement="div"
          label={type === 'quiz' ? 'Introduction' : 'Content'}
          description={type === 'quiz' ? 'Shown before the questions (optional).' : undefined}
        >
          <RichTextInput
            value={form.values.content}
            onChange={(html) => form.setFieldValue('content', html)}
            label={type === 'quiz' ? 'Quiz introduction' : 'Lesson content'}
          />
        </Input.Wrapper>
        {type === 'quiz' && <QuizEditor form={form} />}
        {type === 'video' &&
          (lesson ? (
            <LessonVideo lesson={lesson} />
          ) : (
            <Alert variant="light" color="blue">
              Save the lesson first; then you can upload its video here.
            </Alert>
          ))}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saveLesson.isPending}>
            {lesson ? 'Back to lessons' : 'Cancel'}
          </Button>
          <Button type="submit" loading={saveLesson.isPending}>
            {lesson ? 'Save lesson' : 'Create lesson'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
