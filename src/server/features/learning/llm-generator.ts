import type { FastifyBaseLogger } from 'fastify';
import { COURSE_AUDIENCE_LABELS } from '@shared/learning/learning-vocabulary';
import { GeneratedCourseContentSchema } from '@shared/learning/course-package.schema';
import type { Config } from '../../config/env';
import type { CourseFacts, GeneratedLesson } from './course-generator';

/**
 * Course generation through an OpenAI-compatible endpoint (LLM_BASE_URL): one chat completion asked for JSON,
 * checked against the same contract as the offline generator. Any failure (network, status, timeout, JSON
 * that does not fit) answers null, and the caller falls back to the offline generator.
 */

const SYSTEM_PROMPT = [
  'You write training courses for foster (resource) families for a child-welfare agency.',
  'Answer with one JSON object only: {"lessons": [...]}.',
  'Each lesson: {"title": string, "lessonType": "text" | "interactive" | "quiz", "durationMinutes": integer 1-60,',
  '"content": HTML using only p, h2, h3, ul, ol, li, strong, em, "quiz": null or',
  '{"questions": [{"question": string, "options": 2-6 strings, "correctAnswer": index, "explanation": string}]}}.',
  'Write an introduction, one lesson per learning objective, and a final quiz lesson with one question per objective.',
  'Plain, warm, accurate language; trauma-informed; no names of real people.',
].join(' ');

function userPrompt(facts: CourseFacts): string {
  return JSON.stringify({
    title: facts.title,
    description: facts.description,
    learningObjectives: facts.learningObjectives,
    audience: COURSE_AUDIENCE_LABELS[facts.audience ?? 'all_caregivers'],
    difficultyLevel: facts.difficultyLevel,
    durationMinutes: facts.durationMinutes,
    contentType: facts.contentType,
  });
}

/** The JSON inside a completion, also when a model wrapped it in a Markdown code fence. */
function jsonOf(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  return JSON.parse(fenced?.[1] ?? text);
}

export async function generateWithLlm(
  llm: NonNullable<Config['llm']>,
  facts: CourseFacts,
  log: FastifyBaseLogger,
): Promise<GeneratedLesson[] | null> {
  try {
    const response = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(facts) },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
    if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('LLM answer has no message content');
    const parsed = GeneratedCourseContentSchema.parse(jsonOf(content));
    return parsed.lessons.map((lesson) => ({ ...lesson, objective: null, topics: [] }));
  } catch (error) {
    log.warn({ err: error }, 'LLM course generation failed; using the offline generator');
    return null;
  }
}
