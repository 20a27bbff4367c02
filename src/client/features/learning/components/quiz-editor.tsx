import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import {
  QUIZ_ATTEMPT_LIMIT_MAX,
  QUIZ_EXPLANATION_MAX,
  QUIZ_OPTION_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
  QUIZ_PASS_MARK_MAX,
  QUIZ_PASS_MARK_MIN,
  QUIZ_QUESTION_MAX,
  QUIZ_QUESTIONS_MAX,
} from '@shared/learning/learning.limits';
import {
  addOption,
  emptyQuestion,
  removeOption,
  type LessonFormValues,
  type QuestionValues,
} from '../utils/lesson-form';

type LessonForm = UseFormReturnType<LessonFormValues>;

function QuestionEditor({ form, index }: { form: LessonForm; index: number }) {
  const question = form.values.questions[index];
  if (!question) return null;
  const number = index + 1;
  const path = `questions.${index}`;
  const update = (next: QuestionValues) => form.setFieldValue(path, next);

  return (
    <Fieldset legend={`Question ${number}`} radius="md" p="sm">
      <Stack gap="xs">
        <Textarea
          label={`Question ${number} text`}
          required
          autosize
          minRows={2}
          maxLength={QUIZ_QUESTION_MAX}
          {...form.getInputProps(`${path}.question`)}
        />
        <Radio.Group
          label="Options"
          description="Choose the correct answer with the round button."
          value={String(question.correctAnswer)}
          onChange={(value) => form.setFieldValue(`${path}.correctAnswer`, Number(value))}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((_, optionIndex) => (
              <Group key={optionIndex} gap="xs" wrap="nowrap" align="flex-start">
                <Radio
                  value={String(optionIndex)}
                  aria-label={`Option ${optionIndex + 1} is the correct answer`}
                  mt={8}
                />
                <TextInput
                  aria-label={`Question ${number}, option ${optionIndex + 1}`}
                  placeholder={`Option ${optionIndex + 1}`}
                  maxLength={QUIZ_OPTION_MAX}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`${path}.options.${optionIndex}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={4}
                  aria-label={`Remove option ${optionIndex + 1} of question ${number}`}
                  disabled={question.options.length <= QUIZ_OPTIONS_MIN}
                  onClick={() => update(removeOption(question, optionIndex))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={question.options.length >= QUIZ_OPTIONS_MAX}
            onClick={() => update(addOption(question))}
          >
            Add option
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={form.values.questions.length <= 1}
            onClick={() => form.removeListItem('questions', index)}
          >
            Remove question {number}
          </Button>
        </Group>
        <Textarea
          label="Explanation"
          description="Shown with the answer once the learner has submitted."
          autosize
          minRows={1}
          maxLength={QUIZ_EXPLANATION_MAX}
          {...form.getInputProps(`${path}.explanation`)}
        />
      </Stack>
    </Fieldset>
  );
}

/** A quiz lesson's questions (2–6 options, one correct, an explanation) and its settings. */
export function QuizEditor({ form }: { form: LessonForm }) {
  return (
    <Stack gap="sm">
      {form.values.questions.map((question, index) => (
        <QuestionEditor key={question.key} form={form} index={index} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={form.values.questions.length >= QUIZ_QUESTIONS_MAX}
        onClick={() => form.insertListItem('questions', emptyQuestion())}
        style={{ alignSelf: 'flex-start' }}
      >
        Add question
      </Button>
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <NumberInput
          label="Pass mark (%)"
          description="Optional; empty lets any score continue."
          min={QUIZ_PASS_MARK_MIN}
          max={QUIZ_PASS_MARK_MAX}
          allowDecimal={false}
          miw={160}
          {...form.getInputProps('passMark')}
        />
        <NumberInput
          label="Attempt limit"
          description="Optional; empty allows any number."
          min={1}
          max={QUIZ_ATTEMPT_LIMIT_MAX}
          allowDecimal={false}
          miw={160}
          {...form.getInputProps('attemptLimit')}
        />
      </Group>
      <Switch
        label="Shuffle options"
        description="Each learner sees the options in a different order."
        {...form.getInputProps('shuffleOptions', { type: 'checkbox' })}
      />
    </Stack>
  );
}
