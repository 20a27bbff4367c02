import { describe, expect, it } from 'vitest';
import { missingCourseLanguages } from '@shared/learning/course-translations';
import { DEMO_COURSES } from '../demo-course-content';
import { demoCourseTranslations } from './index';

describe('the demo courses ship in all five languages (issue 50)', () => {
  it.each(DEMO_COURSES.map((course) => [course.title, course] as const))('%s', (_title, course) => {
    const translations = demoCourseTranslations(course);
    const lessons = course.lessons.map((lesson, index) => ({
      ...lesson,
      quizQuestions: lesson.quizQuestions ?? null,
      translations: translations.lessons[index] ?? {},
    }));
    expect(
      missingCourseLanguages(
        { ...course, description: course.description, translations: translations.course },
        lessons,
      ),
    ).toEqual([]);
    // The words are plain text: the HTML around them is the English lesson's.
    for (const lesson of translations.lessons)
      for (const t of Object.values(lesson))
        expect(t.content?.replace(/<\/?(h2|p|ul|li)>/g, '')).not.toMatch(/[<>]/);
  });
});
