import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

/**
 * Generation through LLM_BASE_URL, against a small OpenAI-compatible stand-in started here: what it answers
 * next is set per test, and it records what Haven asked.
 */
let answer: { status: number; content: string } = { status: 200, content: '{}' };
const requests: { url: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
const standIn = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer.content } }] }));
  });
});

let t: TestApp;
let staff = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp({
    env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_API_KEY: 'test-key', LLM_MODEL: 'stand-in' },
  });
  staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});

async function generateForNewCourse() {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/learning/courses',
    headers: { authorization: staff },
    payload: {
      title: 'Water Safety',
      learningObjectives: ['Supervise children near water'],
      audience: 'all_caregivers',
    },
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/learning/courses/${created.json().id}/generate`,
    headers: { authorization: staff },
  });
}

const modelLessons = {
  lessons: [
    {
      title: 'Why water is dangerous',
      lessonType: 'text',
      durationMinutes: 8,
      content: '<p>Drowning is silent.<script>x</script></p>',
      quiz: null,
    },
    {
      title: 'Check your knowledge',
      lessonType: 'quiz',
      durationMinutes: 5,
      content: '<p>One question.</p>',
      quiz: {
        questions: [
          {
            question: 'Who watches children in the pool?',
            options: ['A named adult, always', 'Nobody if they can swim'],
            correctAnswer: 0,
            explanation: 'A named water watcher never looks away.',
          },
        ],
      },
    },
  ],
};

test('with LLM_BASE_URL the endpoint writes the lessons, checked and sanitized like any lesson', async () => {
  answer = { status: 200, content: `\`\`\`json\n${JSON.stringify(modelLessons)}\n\`\`\`` };
  const response = await generateForNewCourse();
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json();
  expect(result.source).toBe('llm');
  expect(result.lessons.map((l: { title: string }) => l.title)).toEqual([
    'Why water is dangerous',
    'Check your knowledge',
  ]);
  expect(result.lessons[0].content).toBe('<p>Drowning is silent.</p>');
  expect(result.lessons[0].generatedFrom).toMatchObject({ source: 'llm', objective: null, topics: [] });
  expect(result.lessons[1].quiz.questions[0].id).toMatch(/^[0-9a-f-]{36}$/);

  const asked = requests.at(-1);
  expect(asked?.url).toBe('/v1/chat/completions');
  expect(asked?.authorization).toBe('Bearer test-key');
  expect(asked?.body).toMatchObject({ model: 'stand-in', response_format: { type: 'json_object' } });
  expect(JSON.stringify(asked?.body.messages)).toContain('Supervise children near water');
});

test('an endpoint error or an answer that breaks the contract falls back to the offline generator', async () => {
  for (const next of [
    { status: 500, content: '' },
    { status: 200, content: 'Sorry, I cannot help with that.' },
    { status: 200, content: JSON.stringify({ lessons: [{ title: 'No duration', durationMinutes: 90 }] }) },
    { status: 200, content: JSON.stringify({ lessons: [] }) },
  ]) {
    answer = next;
    const response = await generateForNewCourse();
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().source).toBe('library');
    expect(response.json().lessons.map((l: { title: string }) => l.title)).toEqual([
      'Introduction: Water Safety',
      'Lesson 1: Supervise children near water',
      'Knowledge Check',
    ]);
  }
});
