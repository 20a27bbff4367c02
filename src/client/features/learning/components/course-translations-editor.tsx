import { useState } from 'react';
import { Accordion, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TranslatedLanguage } from '@shared/i18n/translations';
import {
  type CourseTranslation,
  type CourseTranslationsView,
  type LessonTranslation,
  missingCourseLanguages,
  type QuestionTranslation,
} from '@shared/learning/course-translations';
import type { StaffCourse } from '@shared/learning/courses.schema';
import { QueryContent } from '@client/components/query-content';
import { TranslationsModal } from '@client/components/staff/translations-modal';
import { RichTextInput } from '@client/components/rich-text-input';
import { SafeHtml } from '@client/components/safe-html';
import { useCourseTranslations, useSaveCourseTranslations } from '../api/use-course-translations';
import { cleanedCourse, cleanedLesson } from '../utils/course-translations-form';

type Lesson = CourseTranslationsView['lessons'][number];

/** Translate course (issue 50): loads the course's words, then the editor. */
export function CourseTranslationsDialog({ course, onClose }: { course: StaffCourse; onClose: () => void }) {
  const view = useCourseTranslations(course.id);
  if (view.data) return <CourseTranslationsEditor view={view.data} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={`Translate ${course.title}`} size="lg">
      <QueryContent
        query={view}
        errorTitle="Unable to load the translations"
        loadingLabel="Loading translations"
      >
        {() => null}
      </QueryContent>
    </Modal>
  );
}

/**
 * The course's and each lesson's words in one family language at a time, the English beside each input:
 * title, description, objectives; each lesson's title, content and quiz questions. Blank inputs show in English.
 */
function CourseTranslationsEditor({ view, onClose }: { view: CourseTranslationsView; onClose: () => void }) {
  const [course, setCourse] = useState(view.course.translations);
  const [lessons, setLessons] = useState(() =>
    Object.fromEntries(view.lessons.map((l) => [l.id, l.translations])),
  );
  const [language, setLanguage] = useState<TranslatedLanguage>(view.missingLanguages[0] ?? 'es');
  const save = useSaveCourseTranslations(view.course.id);
  const words: CourseTranslation = course[language] ?? {};
  const setWords = (patch: Partial<CourseTranslation>) =>
    setCourse((all) => ({ ...all, [language]: { ...all[language], ...patch } }));
  const setLesson = (id: string, patch: Partial<LessonTranslation>) =>
    setLessons((all) => ({ ...all, [id]: { ...all[id], [language]: { ...all[id]?.[language], ...patch } } }));
  const body = {
    course: cleanedCourse(course, view.course.learningObjectives.length),
    lessons: Object.fromEntries(view.lessons.map((l) => [l.id, cleanedLesson(lessons[l.id] ?? {}, l)])),
  };
  const missing = missingCourseLanguages(
    { ...view.course, translations: body.course },
    view.lessons.map((l) => ({ ...l, translations: body.lessons[l.id] ?? {} })),
  );

  return (
    <TranslationsModal
      title={`Translate ${view.course.title}`}
      language={language}
      onLanguageChange={setLanguage}
      missing={missing}
      note="Quiz answers are checked by position, the same in every language."
      value={body}
      save={save}
      onClose={onClose}
    >
      <TextInput
        label="Title"
        description={view.course.title}
        value={words.title ?? ''}
        onChange={(e) => setWords({ title: e.currentTarget.value })}
      />
      {view.course.description && (
        <Textarea
          label="Description"
          description={view.course.description}
          value={words.description ?? ''}
          onChange={(e) => setWords({ description: e.currentTarget.value })}
          autosize
          minRows={2}
        />
      )}
      {view.course.learningObjectives.map((objective, index) => (
        <TextInput
          key={objective}
          label={`Objective “${objective}”`}
          value={words.learningObjectives?.[index] ?? ''}
          onChange={(e) => {
            const objectives = view.course.learningObjectives.map(
              (_, i) => words.learningObjectives?.[i] ?? '',
            );
            objectives[index] = e.currentTarget.value;
            setWords({ learningObjectives: objectives });
          }}
        />
      ))}
      <Title order={3} size="h5" mt="xs">
        Lessons
      </Title>
      {view.lessons.length === 0 ? (
        <Text size="sm" c="dimmed">
          This course has no lessons yet.
        </Text>
      ) : (
        <Accordion variant="contained" multiple>
          {view.lessons.map((lesson, index) => (
            <LessonWords
              key={`${lesson.id}-${language}`}
              lesson={lesson}
              position={index + 1}
              words={lessons[lesson.id]?.[language] ?? {}}
              onChange={(patch) => setLesson(lesson.id, patch)}
            />
          ))}
        </Accordion>
      )}
    </TranslationsModal>
  );
}

function LessonWords({
  lesson,
  position,
  words,
  onChange,
}: {
  lesson: Lesson;
  position: number;
  words: LessonTranslation;
  onChange: (patch: Partial<LessonTranslation>) => void;
}) {
  const setQuestion = (id: string, patch: Partial<QuestionTranslation>) =>
    onChange({
      quiz: { ...words.quiz, [id]: { question: '', options: [], ...words.quiz?.[id], ...patch } },
    });
  return (
    <Accordion.Item value={lesson.id}>
      <Accordion.Control>{`Lesson ${position}: ${lesson.title}`}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <TextInput
            label="Lesson title"
            description={lesson.title}
            value={words.title ?? ''}
            onChange={(e) => onChange({ title: e.currentTarget.value })}
          />
          {lesson.content && (
            <>
              <Text size="sm" fw={500}>
                Content
              </Text>
              <details>
                <summary>
                  <Text span size="sm">
                    The English content
                  </Text>
                </summary>
                <SafeHtml html={lesson.content} />
              </details>
              <RichTextInput
                label={`Content of “${lesson.title}”`}
                value={words.content ?? ''}
                onChange={(content) => onChange({ content })}
              />
            </>
          )}
          {lesson.quizQuestions?.map((question, q) => {
            const t = words.quiz?.[question.id];
            return (
              <Stack
                key={question.id}
                gap={6}
                component="fieldset"
                style={{ border: 0, padding: 0, margin: 0 }}
              >
                <Textarea
                  label={`Question ${q + 1}`}
                  description={question.question}
                  value={t?.question ?? ''}
                  onChange={(e) => setQuestion(question.id, { question: e.currentTarget.value })}
                  autosize
                />
                {question.options.map((option, index) => (
                  <TextInput
                    key={index}
                    label={`Option “${option}”`}
                    value={t?.options[index] ?? ''}
                    onChange={(e) => {
                      const options = question.options.map((_, i) => t?.options[i] ?? '');
                      options[index] = e.currentTarget.value;
                      setQuestion(question.id, { options });
                    }}
                  />
                ))}
                {question.explanation && (
                  <Textarea
                    label="Explanation"
                    description={question.explanation}
                    value={t?.explanation ?? ''}
                    onChange={(e) => setQuestion(question.id, { explanation: e.currentTarget.value })}
                    autosize
                  />
                )}
              </Stack>
            );
          })}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
