import { afterEach, expect, test, vi } from 'vitest';
import { ApiRequestError, NetworkError, apiBlob, apiUpload, configureApiAuth } from './api-client';

type Answer = { status: number; body?: unknown } | 'network-error';

/** Stands in for the browser's XMLHttpRequest: reports progress in two steps, then gives the next answer. */
function fakeXhr(answers: Answer[]) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      const answer = answers.shift() ?? 'network-error';
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        if (answer === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiAuth({ getAccessToken: () => null, refreshAccessToken: async () => null });
});

test('an upload sends the bearer token and an Idempotency-Key, reports progress and returns the created document', async () => {
  configureApiAuth({ getAccessToken: () => 'token-1', refreshAccessToken: async () => null });
  const sent = fakeXhr([{ status: 201, body: { document: { id: 'd1' } } }]);
  const progress: number[] = [];
  const form = new FormData();

  const result = await apiUpload('/family/documents', form, {
    onProgress: (loaded) => progress.push(loaded),
  });

  expect(result).toEqual({ document: { id: 'd1' } });
  expect(progress).toEqual([50, 100]);
  expect(sent).toEqual([
    {
      url: '/api/family/documents',
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'en',
        Authorization: 'Bearer token-1',
        'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/),
      },
      body: form,
    },
  ]);
});

test('an upload refused with 401 is sent again once with a refreshed token', async () => {
  let token = 'old';
  configureApiAuth({
    getAccessToken: () => token,
    refreshAccessToken: async () => {
      token = 'new';
      return token;
    },
  });
  const sent = fakeXhr([{ status: 401 }, { status: 201, body: { document: { id: 'd2' } } }]);

  await expect(apiUpload('/family/documents', new FormData())).resolves.toEqual({ document: { id: 'd2' } });
  expect(sent.map((request) => request.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  // The same upload sent again: the server would answer the first answer had it been stored.
  expect(sent[1]!.headers['Idempotency-Key']).toBe(sent[0]!.headers['Idempotency-Key']);
});

test("an upload's error answer becomes an ApiRequestError; no answer at all is a network error", async () => {
  const tooLarge = { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 15 MB.', requestId: 'r1' };
  fakeXhr([{ status: 413, body: tooLarge }, { status: 502, body: '<html>' }, 'network-error']);

  await expect(apiUpload('/family/documents', new FormData())).rejects.toMatchObject({
    status: 413,
    ...tooLarge,
  });
  const gateway = await apiUpload('/family/documents', new FormData()).catch((error: unknown) => error);
  expect(gateway).toBeInstanceOf(ApiRequestError);
  expect(gateway).toMatchObject({ status: 502, code: 'UNEXPECTED_RESPONSE' });
  await expect(apiUpload('/family/documents', new FormData())).rejects.toBeInstanceOf(NetworkError);
});

test('an aborted upload rejects with the abort reason', async () => {
  fakeXhr([{ status: 201, body: {} }]);
  const controller = new AbortController();
  controller.abort(new Error('closed'));
  await expect(apiUpload('/family/documents', new FormData(), { signal: controller.signal })).rejects.toThrow(
    'closed',
  );
});

test('a file is fetched as a Blob with the bearer token', async () => {
  configureApiAuth({ getAccessToken: () => 'token-3', refreshAccessToken: async () => null });
  const fetchMock = vi
    .fn()
    .mockResolvedValue(
      new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } }),
    );
  vi.stubGlobal('fetch', fetchMock);

  const blob = await apiBlob('/staff/documents/d1/file');

  expect(blob.type).toBe('image/jpeg');
  expect(blob.size).toBe(3);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/staff/documents/d1/file');
  expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-3');
});

test('a file URL an answer gave, under /api already, is fetched as it is', async () => {
  configureApiAuth({ getAccessToken: () => 'token-4', refreshAccessToken: async () => null });
  const fetchMock = vi.fn().mockResolvedValue(new Response(new Uint8Array([1])));
  vi.stubGlobal('fetch', fetchMock);

  await apiBlob('/api/family/home-assessment/photos/p1/file?variant=thumbnail');

  const [url] = fetchMock.mock.calls[0] as [string];
  expect(url).toBe('/api/family/home-assessment/photos/p1/file?variant=thumbnail');
});
