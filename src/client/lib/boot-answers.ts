/**
 * The answers the session boot script (src/client/session-boot.ts, decision 029) fetched from the HTML of a page
 * a session opens on, before the app's scripts had arrived. The app's API client takes each as the answer to the
 * same request of its own, once.
 */

/** What one of the boot script's requests brought: its answer and the Authorization header it was sent with. */
export interface BootAnswer {
  authorization: string | null;
  response: Response;
}

declare global {
  interface Window {
    /** The boot script's requests by `bootAnswerKey`, each settling to its answer or null (not sent, failed). */
    havenBootAnswers?: Map<string, Promise<BootAnswer | null>>;
  }
}

export const bootAnswerKey = (method: string, url: string) => `${method} ${url}`;

/**
 * The boot script's answer to this request (same method, URL and Authorization), taken once; null when there is
 * none, or it failed or was refused: the caller then sends the request itself, and its own answer (an error in the
 * page's language, a retry after a gateway error) is the one it handles. Null at once, without waiting, when the
 * boot script sent no such request (every request after the first few). The first call claims the page: a boot
 * script that runs after it sends nothing, for its refresh would race the app's own with the same refresh token.
 */
export function takeBootAnswer(url: string, init: RequestInit): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null;
  const answers = (window.havenBootAnswers ??= new Map<string, Promise<BootAnswer | null>>());
  const key = bootAnswerKey(init.method ?? 'GET', url);
  const pending = answers.get(key);
  if (!pending) return null;
  answers.delete(key);
  const authorization = new Headers(init.headers).get('Authorization');
  return pending.then(
    (answer) => (answer?.response.ok && answer.authorization === authorization ? answer.response : null),
    () => null,
  );
}
