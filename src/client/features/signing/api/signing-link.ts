import { useMutation, useQuery } from '@tanstack/react-query';
import type { LinkDocument, LinkPass, LinkSignBody, SigningLink } from '@shared/signing/signers.schema';
import type { DeclineBody, SaveFormBody } from '@shared/signing/signing.schema';
import { withoutDirectionControls } from '@shared/text/invisible-characters';
import { API_BASE, ApiRequestError, apiRequest, NetworkError } from '@client/lib/api-client';
import { currentLanguage } from '@client/lib/i18n/language';

/*
 * The one-time signing link (decision 041, /sign/:token): public calls whose only key is the link's token; after
 * the e-mailed code, a pass the server gave goes with each call in `x-signing-pass`. No session token is ever
 * sent: a family signed in on the same device is not who signs here.
 */

/** A link's token as the server makes them (`LinkTokenParamsSchema`): anything else cannot be a link. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const linkPath = (token: string) => `/signing-links/${encodeURIComponent(token)}`;

/** The query keys of a link's pages: the link's own, apart from every signed-in reader. */
export const signingLinkKeys = {
  link: (token: string) => ['signing-link', token] as const,
  document: (token: string) => ['signing-link', token, 'document'] as const,
};

/** Read as `apiRequest` reads answers: strings lose their bidi controls and zero-width characters. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' ? withoutDirectionControls(value) : value,
    );
  } catch {
    return null;
  }
}

/**
 * A call with the link's pass. `apiRequest` sends only its own headers, so this one sends the pass itself and
 * answers errors the same way (`ApiRequestError` with the API's `{ code, message }`, `NetworkError` offline).
 */
async function withPass<T>(
  token: string,
  pass: string,
  path: string,
  { method = 'GET', body, signal }: { method?: 'GET' | 'PUT' | 'POST'; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Errors come back in the language the page speaks.
    'Accept-Language': currentLanguage(),
    'x-signing-pass': pass,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${linkPath(token)}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const answer = readJson(await response.text());
  if (response.ok) return answer as T;
  const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
  throw new ApiRequestError(response.status, {
    code: typeof code === 'string' ? code : 'UNEXPECTED_RESPONSE',
    message: typeof message === 'string' ? message : response.statusText,
  });
}

/** The link does not work (unknown, used, expired, replaced, locked): the page says so and shows nothing. */
export const isInvalidLink = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'INVALID_TOKEN';

/** The pass is missing or has run out: the signer enters a new code. */
export const isPassExpired = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * GET /api/signing-links/:token: the document's name, who is asked and where the code goes; marks it opened.
 * Not read once the page knows the link is used up (`enabled` false).
 */
export function useSigningLink(token: string, enabled = true) {
  return useQuery({
    queryKey: signingLinkKeys.link(token),
    enabled,
    queryFn: ({ signal }) => apiRequest<SigningLink>(linkPath(token), { signal, withToken: false }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST …/code: e-mails a six-digit code (10 minutes); the previous one stops working. */
export function useSendLinkCode(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ emailHint: string }>(`${linkPath(token)}/code`, { method: 'POST', withToken: false }),
  });
}

/** POST …/verify: the right code gives a pass; a wrong one says how many tries are left. */
export function useVerifyLinkCode(token: string) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<LinkPass>(`${linkPath(token)}/verify`, {
        method: 'POST',
        body: { code },
        withToken: false,
      }),
  });
}

/** GET …/document with the pass: the document as its signer reads it, in the link's language. */
export function useLinkDocument(token: string, pass: string) {
  return useQuery({
    queryKey: signingLinkKeys.document(token),
    queryFn: ({ signal }) => withPass<LinkDocument>(token, pass, '/document', { signal }),
    retry: false,
    // Read with one pass: a later pass (after a new code) reads it afresh rather than finding this one's answer.
    gcTime: 0,
    // The answers on screen are the signer's draft: a new read would not change them, only cost a request.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT …/form: saves the signer's answers (their own form only). */
export function useSaveLinkForm(token: string, pass: string) {
  return useMutation({
    mutationFn: (body: SaveFormBody) =>
      withPass<{ savedAt: string }>(token, pass, '/form', { method: 'PUT', body }),
  });
}

/** POST …/sign: the drawn signature with consent (and the answers, when the form is theirs); uses up the link. */
export function useSignByLink(token: string, pass: string) {
  return useMutation({
    mutationFn: (body: LinkSignBody) =>
      withPass<{ result: 'signed' }>(token, pass, '/sign', { method: 'POST', body }),
  });
}

/** POST …/decline: declines with a reason the family reads; uses up the link. */
export function useDeclineByLink(token: string, pass: string) {
  return useMutation({
    mutationFn: (body: DeclineBody) =>
      withPass<{ result: 'declined' }>(token, pass, '/decline', { method: 'POST', body }),
  });
}
