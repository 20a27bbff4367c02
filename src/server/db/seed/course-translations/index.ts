import type { CourseTranslations, LessonTranslations } from '@shared/learning/course-translations';
import type { TranslatedLanguage } from '@shared/i18n/translations';
import { type DemoCourse, lessonHtml } from '../demo-course-content';
import { ES } from './es';
import { TL } from './tl';
import type { SeedCourseLanguage } from './types';
import { VI } from './vi';
import { ZH } from './zh';

const LANGUAGES: Record<TranslatedLanguage, SeedCourseLanguage> = { es: ES, zh: ZH, vi: VI, tl: TL };

/** A demo course's translations into the four family languages (issue 50), and each lesson's in order. */
export function demoCourseTranslations(course: DemoCourse): {
  course: CourseTranslations;
  lessons: LessonTranslations[];
} {
  const translations: CourseTranslations = {};
  const lessons: LessonTranslations[] = course.lessons.map(() => ({}));
  for (const [code, language] of Object.entries(LANGUAGES) as [TranslatedLanguage, SeedCourseLanguage][]) {
    const words = language[course.title];
    if (!words || words.lessons.length !== course.lessons.length)
      throw new Error(`no ${code} words for each lesson of the course "${course.title}"`);
    const { lessons: lessonWords, ...courseWords } = words;
    translations[code] = courseWords;
    course.lessons.forEach((lesson, index) => {
      const w = lessonWords[index]!;
      const quiz = lesson.quizQuestions?.map((question, q) => {
        const t = w.quiz?.[q];
        if (!t) throw new Error(`no ${code} words for the question "${question.question}"`);
        return [question.id, t] as const;
      });
      lessons[index]![code] = {
        title: w.title,
        content: lessonHtml(w.heading, w.paragraphs, w.points),
        ...(quiz && { quiz: Object.fromEntries(quiz) }),
      };
    });
  }
  return { course: translations, lessons };
}
