/**
 * Limits of the learning forms, without zod (decision 008): the staff forms import these, the schemas in
 * this folder enforce them.
 */

export const COURSE_TITLE_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 4_000;
export const OBJECTIVE_MAX = 300;
export const OBJECTIVES_MAX = 20;
/** Create Course wizard (spec 01 §5, §9): 5–480 minutes, 30 by default. */
export const COURSE_DURATION_MIN = 5;
export const COURSE_DURATION_MAX = 480;
export const COURSE_DURATION_DEFAULT = 30;

export const LESSON_TITLE_MAX = 200;
/** Lesson form (spec 02 §5): 1–60 minutes, 10 by default. */
export const LESSON_DURATION_MIN = 1;
export const LESSON_DURATION_MAX = 60;
export const LESSON_DURATION_DEFAULT = 10;
/** Characters of lesson HTML, before sanitizing. */
export const LESSON_CONTENT_MAX = 200_000;
/** The Lesson Builder cuts the preview text here (spec 02 §9). */
export const LESSON_PREVIEW_CHARS = 200;
export const LESSONS_PER_COURSE_MAX = 100;

export const QUIZ_QUESTIONS_MAX = 50;
export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 6;
export const QUIZ_QUESTION_MAX = 500;
export const QUIZ_OPTION_MAX = 300;
export const QUIZ_EXPLANATION_MAX = 1_000;
export const QUIZ_PASS_MARK_MIN = 1;
export const QUIZ_PASS_MARK_MAX = 100;
export const QUIZ_ATTEMPT_LIMIT_MAX = 20;
/** Quiz result bands (spec 02 §9): 'Excellent work!' (green) from 80, yellow from 60, red below. */
export const QUIZ_EXCELLENT_FROM = 80;
export const QUIZ_FAIR_FROM = 60;

/** Video lessons: MP4 or WebM up to this size (an upload is read into memory to check its bytes). */
export const LESSON_VIDEO_MAX_BYTES = 100 * 1024 * 1024;

/** Assignment cards list this many courses, then '+N more courses' (spec 02 §9). */
export const ASSIGNMENT_CARD_COURSES = 3;
/** Families one Assign Course request may name. */
export const ASSIGN_FAMILIES_MAX = 100;
export const DECLINE_REASON_MAX = 500;

/** Largest course package accepted by an import, in bytes of JSON. */
export const COURSE_PACKAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_NAME_MAX = 200;
