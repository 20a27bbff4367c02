/** A demo lesson in one language: its title and, as the English one is built, its heading, paragraphs and points. */
export interface SeedLessonWords {
  title: string;
  /** The lesson's words as the English `lessonHtml(heading, paragraphs, points)`; a quiz's intro is one paragraph. */
  heading?: string;
  paragraphs: string[];
  points?: string[];
  /** A quiz's questions in the English order: the options in their order (the answer is the same index). */
  quiz?: { question: string; options: string[]; explanation: string }[];
}

/** One demo course in one language: the English course's texts, lessons in the English order. */
export interface SeedCourseWords {
  title: string;
  description: string;
  learningObjectives: string[];
  lessons: SeedLessonWords[];
}

/** One language's words for the demo courses, keyed by the English course title. */
export type SeedCourseLanguage = Record<string, SeedCourseWords>;
