import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { apiRequest, configureApiAuth } from './api-client';
import { type BootAnswer, bootAnswerKey } from './boot-answers';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the session boot script leaves on the page: its requests by method and URL. */
function bootAnswers(entries: [string, BootAnswer | null][]) {
  const answers = new Map(entries.map(([key, answer]) => [key, Promise.resolve(answer)]));
  vi.stubGlobal('window', { havenBootAnswers: answers });
  return answers;
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, { from: 'app' }));
  vi.stubGlobal('fetch', fetchMock);
  configureApiAuth({ getAccessToken: () => 'token-1', refreshAccessToken: async () => null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiAuth({ getAccessToken: () => null, refreshAccessToken: async () => null });
});

test("the boot script's answer to the same request with the same token is taken, once", async () => {
  const answers = bootAnswers([
    [
      bootAnswerKey('GET', '/api/family/dashboard'),
      { authorization: 'Bearer token-1', response: json(200, { from: 'boot' }) },
    ],
  ]);

  await expect(apiRequest('/family/dashboard')).resolves.toEqual({ from: 'boot' });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(answers.size).toBe(0);
  await expect(apiRequest('/family/dashboard')).resolves.toEqual({ from: 'app' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('an answer sent with another token, refused or never received, is asked for again', async () => {
  bootAnswers([
    [
      bootAnswerKey('GET', '/api/auth/me'),
      { authorization: 'Bearer token-0', response: json(200, { from: 'boot' }) },
    ],
    [
      bootAnswerKey('GET', '/api/staff/dashboard'),
      {
        authorization: 'Bearer token-1',
        response: json(403, { code: 'FORBIDDEN', message: 'No', requestId: 'r' }),
      },
    ],
    [bootAnswerKey('POST', '/api/auth/refresh'), null],
  ]);

  await expect(apiRequest('/auth/me')).resolves.toEqual({ from: 'app' });
  await expect(apiRequest('/staff/dashboard')).resolves.toEqual({ from: 'app' });
  await expect(apiRequest('/auth/refresh', { method: 'POST', withToken: false })).resolves.toEqual({
    from: 'app',
  });
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test("the app's first request claims the page, so that a boot script arriving later sends nothing", async () => {
  vi.stubGlobal('window', {});

  await apiRequest('/auth/refresh', { method: 'POST', withToken: false });
  expect((window as Window).havenBootAnswers).toBeInstanceOf(Map);
});
