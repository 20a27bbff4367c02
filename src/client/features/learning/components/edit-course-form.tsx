import { NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StaffCourse } from '@shared/learning/courses.schema';
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_DURATION_MAX,
  COURSE_DURATION_MIN,
  COURSE_TITLE_MAX,
} from '@shared/learning/learning.limits';
import type { CourseAudience, DifficultyLevel } from '@shared/learning/learning-vocabulary';
import { FormActions } from '@client/components/form-actions';
import { useUpdateCourse } from '../api/use-courses';
import { AUDIENCE_OPTIONS, DIFFICULTY_OPTIONS } from '../utils/course-labels';
import { WIZARD_MESSAGES, durationError } from '../utils/course-wizard';

interface EditCourseValues {
  title: string;
  description: string;
  audience: CourseAudience | null;
  difficultyLevel: DifficultyLevel;
  durationMinutes: number | string;
}

/** The Edit Course dialog (spec 02 §2): title, description, audience, difficulty and duration. */
export function EditCourseForm({ course, onDone }: { course: StaffCourse; onDone: () => void }) {
  const updateCourse = useUpdateCourse(course.id);
  const form = useForm<EditCourseValues>({
    mode: 'uncontrolled',
    initialValues: {
      title: course.title,
      description: course.description ?? '',
      audience: course.audience,
      difficultyLevel: course.difficultyLevel,
      durationMinutes: course.durationMinutes,
    },
    validate: {
      title: (value) => (value.trim() === '' ? WIZARD_MESSAGES.title : null),
      audience: (value) => (value ? null : WIZARD_MESSAGES.audience),
      durationMinutes: (value) => durationError(value) ?? null,
    },
  });

  const submit = form.onSubmit((values) =>
    updateCourse.mutate(
      {
        title: values.title.trim(),
        description: values.description.trim() || null,
        ...(values.audience ? { audience: values.audience } : {}),
        difficultyLevel: values.difficultyLevel,
        durationMinutes: Number(values.durationMinutes),
      },
      { onSuccess: onDone },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Course title"
          required
          maxLength={COURSE_TITLE_MAX}
          data-autofocus
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxLength={COURSE_DESCRIPTION_MAX}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Select
          label="Target audience"
          required
          data={AUDIENCE_OPTIONS}
          placeholder="Choose the audience"
          key={form.key('audience')}
          {...form.getInputProps('audience')}
        />
        <Select
          label="Difficulty level"
          required
          data={DIFFICULTY_OPTIONS}
          allowDeselect={false}
          key={form.key('difficultyLevel')}
          {...form.getInputProps('difficultyLevel')}
        />
        <NumberInput
          label="Duration (minutes)"
          required
          min={COURSE_DURATION_MIN}
          max={COURSE_DURATION_MAX}
          allowDecimal={false}
          key={form.key('durationMinutes')}
          {...form.getInputProps('durationMinutes')}
        />
        <FormActions
          onCancel={onDone}
          submitLabel="Save changes"
          submitting={updateCourse.isPending}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
