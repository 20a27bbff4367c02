import { expect, test } from 'vitest';
import { LessonBodySchema } from '@shared/learning/lessons.schema';
import { type CourseFacts, generateFromLibrary, splitMinutes, topicFor } from './course-generator';

const facts: CourseFacts = {
  title: 'Caring for Children After Trauma',
  description: 'Everyday tools for a calm, safe home.',
  learningObjectives: [
    'Recognize common trauma triggers',
    'Support visits with birth parents',
    'Store medication safely',
  ],
  audience: 'new_parents',
  difficultyLevel: 'intermediate',
  durationMinutes: 60,
  contentType: 'mixed',
};

test('a fixed course gives an introduction, a lesson per objective and a knowledge check, every time', () => {
  const lessons = generateFromLibrary(facts);
  expect(generateFromLibrary(facts)).toEqual(lessons);
  expect(lessons.map((lesson) => [lesson.title, lesson.lessonType, lesson.durationMinutes])).toEqual([
    ['Introduction: Caring for Children After Trauma', 'text', 6],
    ['Lesson 1: Recognize common trauma triggers', 'text', 15],
    ['Lesson 2: Support visits with birth parents', 'interactive', 15],
    ['Lesson 3: Store medication safely', 'text', 14],
    ['Knowledge Check', 'quiz', 10],
  ]);
  expect(lessons.map((lesson) => lesson.topics)).toEqual([
    ['trauma-informed-care', 'birth-families', 'home-safety'],
    ['trauma-informed-care'],
    ['birth-families'],
    ['home-safety'],
    ['trauma-informed-care', 'birth-families', 'home-safety'],
  ]);
  expect(lessons.map((lesson) => lesson.objective)).toEqual([null, ...facts.learningObjectives, null]);

  const [intro, first, second, , check] = lessons;
  expect(intro?.content).toContain('<li>Support visits with birth parents</li>');
  expect(intro?.content).toContain('recently welcomed a child');
  expect(first?.content).toContain('Predictable routines and calm, consistent responses');
  expect(second?.content).toContain('<h3>Try it</h3>');

  const questions = check?.quiz?.questions ?? [];
  expect(questions).toHaveLength(3);
  for (const [index, question] of questions.entries()) {
    expect(question.id).toBe(`objective-${index + 1}`);
    expect(question.question).toContain(facts.learningObjectives[index]);
    expect(question.options).toHaveLength(4);
    expect(question.correctAnswer).toBeLessThan(4);
  }
  // The right answer is a key point, never one of the misconceptions.
  expect(questions[0]?.options[questions[0].correctAnswer]).not.toMatch(
    /strict consequences|forget|makes trauma worse/i,
  );
  // Every generated lesson fits the lesson form's own rules.
  for (const { objective: _objective, topics: _topics, ...lesson } of lessons) {
    expect(LessonBodySchema.safeParse(lesson).success).toBe(true);
  }
});

test('difficulty and content type shape the lessons; user text is escaped', () => {
  const beginner = generateFromLibrary({
    ...facts,
    title: 'Safety <b>first</b>',
    difficultyLevel: 'beginner',
    contentType: 'text',
  });
  expect(beginner.every((lesson) => lesson.lessonType !== 'interactive')).toBe(true);
  expect(beginner[1]?.content).not.toContain('<h3>Try it</h3>');
  expect(beginner[0]?.content).toContain('Safety &lt;b&gt;first&lt;/b&gt;');
  expect(beginner.at(-1)?.quiz?.questions[0]?.options).toHaveLength(3);
  const advanced = generateFromLibrary({ ...facts, difficultyLevel: 'advanced', contentType: 'interactive' });
  expect(advanced.slice(1, -1).every((lesson) => lesson.lessonType === 'interactive')).toBe(true);
  expect(advanced[1]?.content).toContain('<h3>Going further</h3>');
});

test('minutes are split intro, lessons, quiz within the 1–60 minute lesson limits', () => {
  expect(splitMinutes(30, 2)).toEqual({ intro: 3, lessons: [11, 11], quiz: 5 });
  expect(splitMinutes(5, 3)).toEqual({ intro: 1, lessons: [1, 1, 1], quiz: 1 });
  const long = splitMinutes(480, 2);
  expect(long.lessons).toEqual([60, 60]);
  expect([long.intro, long.quiz]).toEqual([10, 15]);
});

test('an objective is matched to a library topic by the words it starts, or to none', () => {
  expect(topicFor('Recognize common trauma triggers')?.id).toBe('trauma-informed-care');
  expect(topicFor('Help a co-parent plan visits')?.id).toBe('birth-families');
  expect(topicFor('Know the milestones of each age')?.id).toBe('child-development');
  // "manage" does not start with "age"; nothing in the library is about schools.
  expect(topicFor('Manage homework with the school')).toBeUndefined();
  expect(topicFor('Working with Schools')).toBeUndefined();
});

test('an objective the library does not cover gets an outline for the author, not another topic’s text', () => {
  const lessons = generateFromLibrary({
    ...facts,
    title: 'Working with Schools',
    description: null,
    learningObjectives: ['Working with Schools', 'Recognize common trauma triggers'],
  });
  expect(lessons.map((lesson) => lesson.title)).toEqual([
    'Introduction: Working with Schools',
    'Lesson 1: Working with Schools',
    'Lesson 2: Recognize common trauma triggers',
    'Knowledge Check',
  ]);
  const [intro, outline, grounded, check] = lessons;
  expect(outline?.topics).toEqual([]);
  expect(outline?.content).toContain('Outline for the author.');
  expect(outline?.content).not.toMatch(/approval|Predictable routines/i);
  expect(grounded?.content).toContain('Predictable routines');
  expect(intro?.content).not.toContain('approval');
  // The knowledge check asks only about what the library covers.
  expect(check?.quiz?.questions.map((question) => question.question)).toEqual([
    'Which statement best supports this goal: "Recognize common trauma triggers"?',
  ]);

  const nothingCovered = generateFromLibrary({ ...facts, learningObjectives: ['Working with Schools'] });
  expect(nothingCovered.map((lesson) => lesson.lessonType)).toEqual(['text', 'text']);
  for (const { objective: _objective, topics: _topics, ...lesson } of [...lessons, ...nothingCovered]) {
    expect(LessonBodySchema.safeParse(lesson).success).toBe(true);
  }
});
