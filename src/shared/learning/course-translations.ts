import { z } from 'zod';
import type { LanguageCode } from '../i18n/languages';
import {
  perLanguage,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  translationIn,
} from '../i18n/translations';
import { safeText } from '../text/safe-text';
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_TITLE_MAX,
  LESSON_CONTENT_MAX,
  LESSON_TITLE_MAX,
  OBJECTIVE_MAX,
  OBJECTIVES_MAX,
  QUIZ_EXPLANATION_MAX,
  QUIZ_OPTION_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_QUESTION_MAX,
} from './learning.limits';

/** A course in one family language (issue 50): its card's words. What it lacks shows in English. */
export const CourseTranslationSchema = z.object({
  title: safeText({ min: 1, max: COURSE_TITLE_MAX }).optional(),
  description: safeText({ max: COURSE_DESCRIPTION_MAX, multiline: true }).optional(),
  /** In the English objectives' order; used only when there are as many. */
  learningObjectives: z
    .array(safeText({ min: 1, max: OBJECTIVE_MAX }))
    .max(OBJECTIVES_MAX)
    .optional(),
});
export type CourseTranslation = z.infer<typeof CourseTranslationSchema>;
export const CourseTranslationsSchema = perLanguage(CourseTranslationSchema);
export type CourseTranslations = z.infer<typeof CourseTranslationsSchema>;

/** A quiz question in one language; the answer is the same option index as in English. */
export const QuestionTranslationSchema = z.object({
  question: safeText({ min: 1, max: QUIZ_QUESTION_MAX, multiline: true }),
  options: z.array(safeText({ min: 1, max: QUIZ_OPTION_MAX })).max(QUIZ_OPTIONS_MAX),
  explanation: safeText({ max: QUIZ_EXPLANATION_MAX, multiline: true }).optional(),
});
export type QuestionTranslation = z.infer<typeof QuestionTranslationSchema>;

/** A lesson in one language: title, content (sanitized HTML, as the English) and quiz questions by id. */
export const LessonTranslationSchema = z.object({
  title: safeText({ min: 1, max: LESSON_TITLE_MAX }).optional(),
  content: safeText({ max: LESSON_CONTENT_MAX, multiline: true }).optional(),
  quiz: z.record(z.string().max(64), QuestionTranslationSchema).optional(),
});
export type LessonTranslation = z.infer<typeof LessonTranslationSchema>;
export const LessonTranslationsSchema = perLanguage(LessonTranslationSchema);
export type LessonTranslations = z.infer<typeof LessonTranslationsSchema>;

interface CourseText {
  title: string;
  description: string | null;
  learningObjectives: string[];
}

interface QuestionText {
  id: string;
  question: string;
  options: string[];
  explanation: string;
}

interface LessonText {
  title: string;
  content: string;
  quizQuestions?: QuestionText[] | null;
}

function courseComplete(course: Partial<CourseText>, t: CourseTranslation | undefined): boolean {
  if (!t?.title) return false;
  if (course.description && !t.description) return false;
  const objectives = course.learningObjectives ?? [];
  return objectives.length === 0 || t.learningObjectives?.length === objectives.length;
}

function questionComplete(question: QuestionText, t: QuestionTranslation | undefined): boolean {
  return (
    Boolean(t) && t!.options.length === question.options.length && (!question.explanation || !!t!.explanation)
  );
}

function lessonComplete(lesson: LessonText, t: LessonTranslation | undefined): boolean {
  if (!t?.title) return false;
  if (lesson.content && !t.content) return false;
  return (lesson.quizQuestions ?? []).every((question) => questionComplete(question, t.quiz?.[question.id]));
}

/**
 * The course's card text in `language`: each text from its translation where there is one, English where not
 * (`translated` false then: the family sees a mark). Objectives are taken only as a whole list.
 */
export function courseIn<C extends Partial<CourseText> & { title: string }>(
  course: C,
  translations: CourseTranslations | null | undefined,
  language: LanguageCode,
): C & { translated: boolean } {
  const t = translationIn(translations, language);
  const objectives = course.learningObjectives;
  return {
    ...course,
    title: t?.title ?? course.title,
    ...(course.description != null && { description: t?.description ?? course.description }),
    ...(objectives && {
      learningObjectives:
        t?.learningObjectives?.length === objectives.length ? t.learningObjectives : objectives,
    }),
    translated: language === 'en' || courseComplete(course, t),
  };
}

/** A lesson's title in `language` (the course outline). */
export function lessonTitleIn(
  lesson: { title: string },
  translations: LessonTranslations | null | undefined,
  language: LanguageCode,
): string {
  return translationIn(translations, language)?.title ?? lesson.title;
}

/**
 * The lesson in `language`: title, content and each quiz question whose translation has all its options (the
 * English question otherwise), with `translated` false when anything is shown in English.
 */
export function lessonIn<L extends LessonText>(
  lesson: L,
  translations: LessonTranslations | null | undefined,
  language: LanguageCode,
): L & { translated: boolean } {
  const t = translationIn(translations, language);
  const quizQuestions = lesson.quizQuestions?.map((question) => {
    const words = t?.quiz?.[question.id];
    if (!words || words.options.length !== question.options.length) return question;
    return {
      ...question,
      question: words.question,
      options: words.options,
      explanation: words.explanation ?? question.explanation,
    };
  });
  return {
    ...lesson,
    title: t?.title ?? lesson.title,
    content: t?.content ?? lesson.content,
    ...(quizQuestions && { quizQuestions }),
    translated: language === 'en' || lessonComplete(lesson, t),
  };
}

/** The languages in which the course or one of its lessons still shows something in English (staff). */
export function missingCourseLanguages(
  course: CourseText & { translations: CourseTranslations },
  lessons: readonly (LessonText & { translations: LessonTranslations })[],
): TranslatedLanguage[] {
  return TRANSLATED_LANGUAGES.filter(
    (code) =>
      !courseComplete(course, course.translations[code]) ||
      lessons.some((lesson) => !lessonComplete(lesson, lesson.translations[code])),
  );
}

/** What staff save in Translate course: the course's translations and each lesson's, by lesson id. */
export const SaveCourseTranslationsBodySchema = z.object({
  course: CourseTranslationsSchema,
  lessons: z.record(z.uuid(), LessonTranslationsSchema),
});
export type SaveCourseTranslationsBody = z.infer<typeof SaveCourseTranslationsBodySchema>;

/** Translate course's view: the English beside each translation, lessons in order. */
export const CourseTranslationsViewSchema = z.object({
  course: z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    learningObjectives: z.array(z.string()),
    translations: CourseTranslationsSchema,
  }),
  lessons: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      content: z.string(),
      quizQuestions: z
        .array(
          z.object({
            id: z.string(),
            question: z.string(),
            options: z.array(z.string()),
            explanation: z.string(),
          }),
        )
        .nullable(),
      translations: LessonTranslationsSchema,
    }),
  ),
  missingLanguages: z.array(z.enum(TRANSLATED_LANGUAGES)),
});
export type CourseTranslationsView = z.infer<typeof CourseTranslationsViewSchema>;
