import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Stepper, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_DURATION_MAX,
  COURSE_DURATION_MIN,
  COURSE_TITLE_MAX,
} from '@shared/learning/learning.limits';
import { PHONE_QUERY } from '@client/components/media-queries';
import { useCreateCourse } from '../api/use-courses';
import { AUDIENCE_OPTIONS, CONTENT_TYPE_OPTIONS, DIFFICULTY_OPTIONS } from '../utils/course-labels';
import {
  EMPTY_COURSE_WIZARD,
  WIZARD_LAST_STEP,
  WIZARD_STEPS,
  toCreateCourseBody,
  wizardStepErrors,
  type CourseWizardValues,
} from '../utils/course-wizard';
import { CourseReview } from './course-review';
import { ObjectivesEditor } from './objectives-editor';

/** The Create New Course wizard (spec 01 §2, §5): four steps with Next and Previous. */
export function CreateCourseWizard({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(0);
  const createCourse = useCreateCourse();
  const form = useForm<CourseWizardValues>({ initialValues: EMPTY_COURSE_WIZARD });
  // Four labelled steps do not fit a phone: there the steps show their numbers and the current one is named.
  const phone = useMediaQuery(PHONE_QUERY);
  const stepProps = (index: number) => {
    const { label, description } = WIZARD_STEPS[index]!;
    return phone ? { 'aria-label': label } : { label, description };
  };

  function next() {
    const errors = wizardStepErrors(step, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setStep((current) => Math.min(current + 1, WIZARD_LAST_STEP));
  }

  function previous() {
    form.clearErrors();
    setStep((current) => Math.max(current - 1, 0));
  }

  function create() {
    createCourse.mutate(toCreateCourseBody(form.values), { onSuccess: onDone });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === WIZARD_LAST_STEP) create();
        else next();
      }}
    >
      {phone && (
        <Text size="sm" fw={600} mb="xs">
          Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]!.label}
        </Text>
      )}
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step {...stepProps(0)}>
          <Stack gap="sm" mt="md">
            <TextInput
              label="Course title"
              required
              maxLength={COURSE_TITLE_MAX}
              data-autofocus
              {...form.getInputProps('title')}
            />
            <Textarea
              label="Description"
              autosize
              minRows={3}
              maxLength={COURSE_DESCRIPTION_MAX}
              {...form.getInputProps('description')}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step {...stepProps(1)}>
          <Stack gap="sm" mt="md">
            <Select
              label="Target audience"
              placeholder="Choose the audience"
              required
              data={AUDIENCE_OPTIONS}
              {...form.getInputProps('audience')}
            />
            <Select
              label="Difficulty level"
              required
              data={DIFFICULTY_OPTIONS}
              {...form.getInputProps('difficultyLevel')}
            />
            <NumberInput
              label="Duration (minutes)"
              min={COURSE_DURATION_MIN}
              max={COURSE_DURATION_MAX}
              allowDecimal={false}
              {...form.getInputProps('durationMinutes')}
            />
            <Select
              label="Content type"
              data={CONTENT_TYPE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('contentType')}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step {...stepProps(2)}>
          <ObjectivesEditor
            objectives={form.values.learningObjectives}
            error={form.errors.learningObjectives as string | undefined}
            onChange={(objectives) => {
              form.setFieldValue('learningObjectives', objectives);
              if (objectives.length > 0) form.clearFieldError('learningObjectives');
            }}
          />
        </Stepper.Step>
        <Stepper.Step {...stepProps(3)}>
          <CourseReview values={form.values} />
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={previous} disabled={step === 0 || createCourse.isPending}>
          Previous
        </Button>
        <Button type="submit" loading={createCourse.isPending}>
          {step === WIZARD_LAST_STEP ? 'Create Course' : 'Next'}
        </Button>
      </Group>
    </form>
  );
}
