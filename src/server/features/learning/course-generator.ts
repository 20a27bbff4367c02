import { createHash } from 'node:crypto';
import type {
  ContentType,
  CourseAudience,
  DifficultyLevel,
  LessonType,
} from '@shared/learning/learning-vocabulary';
import {
  LESSON_DURATION_MAX,
  LESSON_DURATION_MIN,
  QUIZ_QUESTIONS_MAX,
} from '@shared/learning/learning.limits';
import { escapeHtml } from '../../lib/rich-html';
import type { LessonInput } from './lessons.service';
import { CONTENT_LIBRARY, type LibraryTopic } from './content-library';

/**
 * The offline course generator (spec 02 §7 generate-course-content without a model): the same course facts
 * always give the same lessons. An introduction, one lesson per objective, and a knowledge-check quiz. It
 * writes only what it can ground in an objective: an objective that names a content library topic gets that
 * topic's material and a quiz question; one that names none ("Working with schools") gets an outline with
 * prompts for the author, never another topic's text. Staff review every lesson before publishing.
 */

export interface CourseFacts {
  title: string;
  description: string | null;
  learningObjectives: readonly string[];
  audience: CourseAudience | null;
  difficultyLevel: DifficultyLevel;
  durationMinutes: number;
  contentType: ContentType;
}

/** A generated lesson with what it came from (kept on the lesson as its generated-draft mark). */
export interface GeneratedLesson extends LessonInput {
  objective: string | null;
  topics: string[];
}

/** Spec 02 §9: generation assumes 60 minutes when the course has no duration. */
const DEFAULT_GENERATION_MINUTES = 60;

const AUDIENCE_INTROS: Record<CourseAudience, string> = {
  prospective_parents: 'This course is for families exploring or starting resource family approval.',
  new_parents: 'This course is for families who recently welcomed a child into their home.',
  experienced_parents: 'This course is for experienced caregivers who want to deepen their practice.',
  kinship_caregivers: 'This course is for relatives and close family friends caring for a child they know.',
  all_caregivers: 'This course is for every caregiver in the household.',
};

/** A stable number from text: the generator's only source of variety. */
function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

const clampMinutes = (minutes: number) =>
  Math.min(LESSON_DURATION_MAX, Math.max(LESSON_DURATION_MIN, minutes));

/**
 * Minutes per lesson: about a tenth for the introduction, a sixth for the quiz, the rest split evenly over
 * the objectives (earlier lessons take the remainder), each kept within the 1–60 minute lesson limits.
 */
export function splitMinutes(
  total: number,
  objectives: number,
): { intro: number; lessons: number[]; quiz: number } {
  const intro = clampMinutes(Math.min(10, Math.round(total * 0.1)));
  const quiz = clampMinutes(Math.min(15, Math.round(total / 6)));
  const rest = Math.max(objectives, total - intro - quiz);
  const each = Math.floor(rest / objectives);
  const extra = rest - each * objectives;
  const lessons = Array.from({ length: objectives }, (_, index) =>
    clampMinutes(each + (index < extra ? 1 : 0)),
  );
  return { intro, lessons, quiz };
}

/** Lower-case words separated by single spaces, with one in front: ' store medication safely'. */
const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}]+/gu, ' ')}`;

/**
 * The library topic an objective is about (most keyword hits), or undefined when it names none. A keyword
 * counts where a word starts with it: 'age' is in "ages" and "aged", not in "manage".
 */
export function topicFor(objective: string): LibraryTopic | undefined {
  const text = words(objective);
  return CONTENT_LIBRARY.map((topic) => ({
    topic,
    hits: topic.keywords.filter((keyword) => text.includes(words(keyword))).length,
  }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits)[0]?.topic;
}

function lessonTypeFor(contentType: ContentType, index: number): LessonType {
  if (contentType === 'mixed') return index % 2 === 0 ? 'text' : 'interactive';
  return contentType;
}

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

function introduction(facts: CourseFacts, topics: LibraryTopic[], minutes: number): GeneratedLesson {
  const audience = AUDIENCE_INTROS[facts.audience ?? 'all_caregivers'];
  const titles = [...new Set(topics.map((topic) => topic.title))];
  const content = [
    `<h2>Welcome to ${escapeHtml(facts.title)}</h2>`,
    facts.description ? `<p>${escapeHtml(facts.description)}</p>` : '',
    `<p>${escapeHtml(audience)} It takes about ${facts.durationMinutes || DEFAULT_GENERATION_MINUTES} minutes at a ${facts.difficultyLevel} level.</p>`,
    '<h3>By the end of this course you will be able to</h3>',
    list(facts.learningObjectives),
    titles.length > 0 ? `<h3>Topics we draw on</h3>${list(titles)}` : '',
  ].join('');
  return {
    title: `Introduction: ${facts.title}`.slice(0, 200),
    lessonType: 'text',
    durationMinutes: minutes,
    content,
    quiz: null,
    objective: null,
    topics: [...new Set(topics.map((topic) => topic.id))],
  };
}

function objectiveLesson(
  facts: CourseFacts,
  objective: string,
  topic: LibraryTopic,
  index: number,
  minutes: number,
): GeneratedLesson {
  const points = facts.difficultyLevel === 'beginner' ? topic.keyPoints.slice(0, 3) : topic.keyPoints;
  const lessonType = lessonTypeFor(facts.contentType, index);
  const content = [
    `<h2>${escapeHtml(objective)}</h2>`,
    `<p>${escapeHtml(topic.summary)}</p>`,
    '<h3>Key points</h3>',
    list(points),
    lessonType === 'interactive' || facts.difficultyLevel !== 'beginner'
      ? `<h3>Try it</h3><p>${escapeHtml(topic.practice)}</p>`
      : '',
    facts.difficultyLevel === 'advanced'
      ? `<h3>Going further</h3><p>${escapeHtml(`Discuss with your caseworker or support group how "${objective}" applies to the children in your home, and what you would do differently next time.`)}</p>`
      : '',
    `<p><em>${escapeHtml(`From the ${topic.title} library topic. Review and adapt before publishing.`)}</em></p>`,
  ].join('');
  return {
    title: `Lesson ${index + 1}: ${objective}`.slice(0, 200),
    lessonType,
    durationMinutes: minutes,
    content,
    quiz: null,
    objective,
    topics: [topic.id],
  };
}

/** An objective the library has no material for: what the author should write, not text of another topic. */
function outlineLesson(
  facts: CourseFacts,
  objective: string,
  index: number,
  minutes: number,
): GeneratedLesson {
  const prompts = [
    `What should a caregiver know about "${objective}"? Give the two or three facts that matter most.`,
    'What does it look like at home? Add an example from a family’s week.',
    'What is one thing the caregiver can do this week? Write it as a short activity.',
    'Where can the family find help: your agency’s contacts, local services, further reading?',
  ];
  return {
    title: `Lesson ${index + 1}: ${objective}`.slice(0, 200),
    lessonType: lessonTypeFor(facts.contentType, index),
    durationMinutes: minutes,
    content: [
      `<h2>${escapeHtml(objective)}</h2>`,
      `<p><strong>${escapeHtml('Outline for the author.')}</strong> ${escapeHtml('The content library has no material on this objective yet. Write the lesson from these prompts, then mark it reviewed.')}</p>`,
      list(prompts),
    ].join(''),
    quiz: null,
    objective,
    topics: [],
  };
}

/** One question per objective: the right key point among the topic's misconceptions, in a stable order. */
function knowledgeCheck(
  facts: CourseFacts,
  pairs: { objective: string; topic: LibraryTopic }[],
  minutes: number,
): GeneratedLesson {
  const optionCount = facts.difficultyLevel === 'beginner' ? 3 : 4;
  const questions = pairs.slice(0, QUIZ_QUESTIONS_MAX).map(({ objective, topic }, index) => {
    const seed = seedOf(`${facts.title}\u001f${objective}`);
    const correct = topic.keyPoints[seed % topic.keyPoints.length] as string;
    const wrong = topic.misconceptions.slice(0, optionCount - 1);
    const at = seed % optionCount;
    const options = [...wrong.slice(0, at), correct, ...wrong.slice(at)];
    return {
      id: `objective-${index + 1}`,
      question: `Which statement best supports this goal: "${objective}"?`.slice(0, 500),
      options,
      correctAnswer: at,
      explanation: `${correct}. ${topic.summary}`.slice(0, 1000),
    };
  });
  return {
    title: 'Knowledge Check',
    lessonType: 'quiz',
    durationMinutes: minutes,
    content: `<p>${escapeHtml(`Answer ${questions.length} questions to check your understanding of ${facts.title}.`)}</p>`,
    quiz: { questions, passMark: null, attemptLimit: null, shuffleOptions: false },
    objective: null,
    topics: [...new Set(pairs.map(({ topic }) => topic.id))],
  };
}

/**
 * The draft lessons of a course, from its facts alone. The knowledge check asks only about objectives the
 * library covers; without any, there is none (the author adds a quiz).
 */
export function generateFromLibrary(facts: CourseFacts): GeneratedLesson[] {
  const objectives = facts.learningObjectives.length > 0 ? facts.learningObjectives : [facts.title];
  const matched = objectives.map((objective) => ({ objective, topic: topicFor(objective) }));
  const grounded = matched.flatMap(({ objective, topic }) => (topic ? [{ objective, topic }] : []));
  const minutes = splitMinutes(facts.durationMinutes || DEFAULT_GENERATION_MINUTES, objectives.length);
  const lessons = matched.map(({ objective, topic }, index) => {
    const lessonMinutes = minutes.lessons[index] ?? LESSON_DURATION_MIN;
    return topic
      ? objectiveLesson(facts, objective, topic, index, lessonMinutes)
      : outlineLesson(facts, objective, index, lessonMinutes);
  });
  return [
    introduction(
      facts,
      grounded.map(({ topic }) => topic),
      minutes.intro,
    ),
    ...lessons,
    ...(grounded.length > 0 ? [knowledgeCheck(facts, grounded, minutes.quiz)] : []),
  ];
}
