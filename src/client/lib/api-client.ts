import i18next from 'i18next';
import type { ApiError } from '@shared/errors';
import { withoutDirectionControls } from '@shared/text/invisible-characters';
import { retryDelayMs, shouldRetryStatus } from './backoff';
import { currentLanguage } from './i18n/language';

/** Base path of Haven's JSON API. */
export const API_BASE = '/api';

/** The API answered with an error body `{ code, message, requestId, details? }` (or something unreadable). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly details: ApiError['details'];

  constructor(status: number, body: Pick<ApiError, 'code' | 'message'> & Partial<ApiError>) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code;
    this.requestId = body.requestId;
    this.details = body.details;
  }
}

/** The request never got an answer (offline, DNS, connection reset). The UI treats it as unexpected. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The request could not reach the server', { cause });
    this.name = 'NetworkError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Attach the bearer access token (default true). */
  withToken?: boolean;
  /** On 401, refresh the session once and repeat the request (default true, only when a token was sent). */
  retryAfterRefresh?: boolean;
}

interface ApiAuthHooks {
  getAccessToken: () => string | null;
  refreshAccessToken: () => Promise<string | null>;
}

let authHooks: ApiAuthHooks = { getAccessToken: () => null, refreshAccessToken: async () => null };

/** The auth store registers itself here; the client never imports the store (no import cycle). */
export function configureApiAuth(hooks: ApiAuthHooks): void {
  authHooks = hooks;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function send(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
    if (!shouldRetryStatus(response.status, attempt)) return response;
    await sleep(retryDelayMs(attempt - 1), init.signal ?? undefined);
  }
}

/**
 * The shape of ApiErrorSchema, checked by hand: zod would add ~20 KiB (gzipped) to the first page load for
 * this one check.
 */
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, requestId, details } = body as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    typeof requestId === 'string' &&
    (details === undefined || Array.isArray(details))
  );
}

/** The API's error body as an ApiRequestError; any other body (HTML from a proxy, none) as unexpected. */
function toApiRequestError(status: number, body: unknown): ApiRequestError {
  if (isApiError(body)) return new ApiRequestError(status, body);
  return new ApiRequestError(status, {
    code: 'UNEXPECTED_RESPONSE',
    message: i18next.t('app:errors.unexpected'),
  });
}

/** Sends with `token`; on 401 (when `retry`) refreshes the session once and sends again with the new token. */
async function withSessionRefresh<A extends { status: number }>(
  token: string | null,
  retry: boolean,
  sendWith: (token: string | null) => Promise<A>,
): Promise<A> {
  const answer = await sendWith(token);
  if (answer.status !== 401 || !token || !retry) return answer;
  const freshToken = await authHooks.refreshAccessToken();
  return freshToken ? sendWith(freshToken) : answer;
}

/**
 * A new key per call, the same on that call's retries (gateway errors, a refreshed session): a create the
 * server already did answers its first answer instead of doing it twice (issue 42). Random bytes rather than
 * crypto.randomUUID, which browsers offer only on HTTPS and localhost.
 */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function requestInit(
  options: ApiRequestOptions,
  token: string | null,
  accept: string,
  idempotencyKey: string | undefined,
): RequestInit {
  // Errors a family can see come back in the language the page speaks (issue 12).
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': currentLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  };
}

/** Sends with the bearer token, refreshing the session once on 401; throws for error answers. */
async function sendAuthorized(url: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const token = options.withToken === false ? null : authHooks.getAccessToken();
  const idempotencyKey = options.method === 'POST' ? newIdempotencyKey() : undefined;
  const response = await withSessionRefresh(token, options.retryAfterRefresh !== false, (sendToken) =>
    send(url, requestInit(options, sendToken, accept, idempotencyKey)),
  );
  if (!response.ok) throw toApiRequestError(response.status, await response.json().catch(() => null));
  return response;
}

/**
 * Every string the API answers loses its bidi controls and zero-width characters as it is read (issue 42): a
 * message, a note or a name stored before names refused them can then neither display as other text nor
 * reverse the text beside it in a staff list or a message thread. One place instead of one per screen.
 */
function readJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? withoutDirectionControls(value) : value,
  );
}

/**
 * Calls the API and returns the parsed JSON body (undefined for 204). Throws `ApiRequestError` for error
 * answers and `NetworkError` when the server cannot be reached; 502/503/504 are retried with back-off.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await sendAuthorized(buildUrl(path, options.query), options, 'application/json');
  if (response.status === 204) return undefined as T;
  return readJson(await response.text()) as T;
}

/**
 * Opens a Server-Sent Events stream with the bearer token (EventSource cannot send it; decision 018): the
 * response, whose body the caller reads until it ends or `signal` aborts.
 */
export async function apiEventStream(
  path: string,
  options: Pick<ApiRequestOptions, 'signal'>,
): Promise<Response> {
  return sendAuthorized(buildUrl(path, undefined), options, 'text/event-stream');
}

/**
 * Downloads a file from an authorized route (a document image or PDF) as a Blob, with the bearer token;
 * such files are never reachable by a plain URL, so `<img src>` cannot load them. `path` is under /api
 * ('/family/…'), or a URL an answer gave ('/api/family/…').
 */
export async function apiBlob(path: string, options: Pick<ApiRequestOptions, 'signal'> = {}): Promise<Blob> {
  const underApi = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
  const response = await sendAuthorized(buildUrl(underApi, undefined), options, '*/*');
  return response.blob();
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Bytes of the request body sent so far, out of `total`. */
  onProgress?: (loaded: number, total: number) => void;
}

interface UploadAnswer {
  status: number;
  body: unknown;
}

function parseJson(text: string): unknown {
  try {
    return readJson(text);
  } catch {
    return null;
  }
}

/** fetch() cannot report upload progress; XMLHttpRequest can. */
function sendMultipart(
  url: string,
  body: FormData,
  token: string | null,
  idempotencyKey: string,
  options: UploadOptions,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(options.signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(new NetworkError(new Error('XMLHttpRequest failed')));
    };
    xhr.onabort = () =>
      reject(options.signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/**
 * POSTs multipart/form-data with the bearer token and reports upload progress; on 401 refreshes the session
 * once and sends again. Not retried on gateway errors: an upload is not repeated behind the user's back.
 */
export async function apiUpload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const url = buildUrl(path, undefined);
  const idempotencyKey = newIdempotencyKey();
  const answer = await withSessionRefresh(authHooks.getAccessToken(), true, (token) =>
    sendMultipart(url, body, token, idempotencyKey, options),
  );
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  throw toApiRequestError(answer.status, answer.body);
}

/** The text to show for a failed call: the API's message, else the generic one (spec 01 §8). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : i18next.t('app:errors.unexpected');
}
