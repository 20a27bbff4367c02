import type { CourseTranslations, LessonTranslations } from '@shared/learning/course-translations';

/** Blank inputs are left out: families read the English there. */
const filled = (text: string | undefined) => (text && text.trim() ? text.trim() : undefined);

/** Objectives are kept only as a whole list (one translation per English objective). */
export function cleanedCourse(translations: CourseTranslations, objectiveCount: number): CourseTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([code, t]) => {
      const objectives = t.learningObjectives?.map((objective) => filled(objective));
      const complete = objectives?.length === objectiveCount && objectives.every(Boolean);
      return [
        code,
        {
          title: filled(t.title),
          description: filled(t.description),
          learningObjectives: complete ? (objectives as string[]) : undefined,
        },
      ];
    }),
  );
}

/** A question is kept only with its question and every option translated. */
export function cleanedLesson(
  translations: LessonTranslations,
  lesson: { quizQuestions: { id: string; options: string[] }[] | null },
): LessonTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([code, t]) => {
      const quiz = Object.fromEntries(
        (lesson.quizQuestions ?? []).flatMap((question) => {
          const words = t.quiz?.[question.id];
          const options = words?.options.map((option) => filled(option));
          const question_ = filled(words?.question);
          if (!question_ || options?.length !== question.options.length || !options.every(Boolean)) return [];
          return [
            [
              question.id,
              { question: question_, options: options as string[], explanation: filled(words?.explanation) },
            ],
          ];
        }),
      );
      const content = t.content && t.content.replace(/<[^>]*>/g, '').trim() ? t.content : undefined;
      return [code, { title: filled(t.title), content, quiz }];
    }),
  );
}
