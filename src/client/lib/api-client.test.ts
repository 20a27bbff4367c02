import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ApiRequestError, NetworkError, apiRequest, errorMessage } from './api-client';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('gateway errors are retried after 200, 400 and 800 ms', async () => {
  const fetchMock = vi
    .fn()
    .mockResolvedValueOnce(json(502))
    .mockResolvedValueOnce(json(503))
    .mockResolvedValueOnce(json(504))
    .mockResolvedValueOnce(json(200, { status: 'ok' }));
  vi.stubGlobal('fetch', fetchMock);

  const result = apiRequest<{ status: string }>('/health');
  await vi.advanceTimersByTimeAsync(199);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(400 + 800);

  await expect(result).resolves.toEqual({ status: 'ok' });
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test('the fourth gateway error is final', async () => {
  vi.stubGlobal(
    'fetch',
    vi
      .fn()
      .mockImplementation(async () =>
        json(503, { code: 'UNAVAILABLE', message: 'Try later', requestId: 'r' }),
      ),
  );

  const result = apiRequest('/health').catch((error: unknown) => error);
  await vi.runAllTimersAsync();

  const error = await result;
  expect(error).toBeInstanceOf(ApiRequestError);
  expect(error).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: 'Try later' });
});

test('an error body becomes a typed error with code and message', async () => {
  vi.stubGlobal(
    'fetch',
    vi
      .fn()
      .mockResolvedValue(
        json(409, { code: 'CONFLICT', message: 'Cannot remove the last super admin', requestId: 'r9' }),
      ),
  );

  const error = await apiRequest('/admin/users/x/roles/super_admin', { method: 'DELETE' }).catch(
    (caught: unknown) => caught,
  );

  expect(error).toMatchObject({ status: 409, code: 'CONFLICT', requestId: 'r9' });
  expect(errorMessage(error)).toBe('Cannot remove the last super admin');
});

test('an unreadable error body is an unexpected error', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 500 })),
  );

  const error = await apiRequest('/staff/dashboard').catch((caught: unknown) => caught);

  expect(error).toMatchObject({ status: 500, code: 'UNEXPECTED_RESPONSE' });
  expect(errorMessage(error)).toBe('An unexpected error occurred');
});

test('a request that never reaches the server is a network error', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

  const error = await apiRequest('/staff/dashboard').catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(NetworkError);
  expect(errorMessage(error)).toBe('An unexpected error occurred');
});

test('JSON bodies and query strings are sent as given; 204 yields undefined', async () => {
  const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);

  await expect(
    apiRequest('/admin/users', {
      method: 'PUT',
      body: { granted: true },
      query: { search: 'ann lee', page: 2, pageSize: undefined },
    }),
  ).resolves.toBeUndefined();

  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/admin/users?search=ann+lee&page=2');
  expect(init.body).toBe('{"granted":true}');
  expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
});

test('names and messages are read without bidi overrides or zero-width characters', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(
      json(200, {
        items: [
          { familyName: 'Smith\u202Enhoj', note: 'Ann\u200B \u2066wrote\u2069', emoji: '👨\u200D👩\u200D👧' },
        ],
      }),
    ),
  );
  await expect(apiRequest('/staff/families')).resolves.toEqual({
    items: [{ familyName: 'Smithnhoj', note: 'Ann wrote', emoji: '👨\u200D👩\u200D👧' }],
  });
});

test('a POST carries an Idempotency-Key that its retries repeat and the next call does not; a GET none', async () => {
  const fetchMock = vi
    .fn()
    .mockResolvedValueOnce(json(503))
    .mockResolvedValueOnce(json(201, { id: 'f1' }))
    .mockResolvedValueOnce(json(201, { id: 'f2' }))
    .mockResolvedValueOnce(json(200, { items: [] }));
  vi.stubGlobal('fetch', fetchMock);

  const created = apiRequest('/staff/families', { method: 'POST', body: { familyName: 'Lee' } });
  await vi.runAllTimersAsync();
  await expect(created).resolves.toEqual({ id: 'f1' });
  await apiRequest('/staff/families', { method: 'POST', body: { familyName: 'Lee' } });
  await apiRequest('/staff/families');

  const keys = (fetchMock.mock.calls as [string, RequestInit][]).map(([, init]) =>
    new Headers(init.headers).get('Idempotency-Key'),
  );
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[2]).not.toBe(keys[0]);
  expect(keys[3]).toBeNull();
});
