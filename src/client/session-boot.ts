/**
 * The session's first requests, started by the HTML of the pages a session opens on (`/family`, `/staff`) before
 * the app's scripts have arrived (decision 029). On a slow phone those scripts take a second or more to arrive and
 * run, and only then would the session refresh start, and the profile and the page's first read after it. When
 * this device holds a session hint, this script sends the refresh (`data-session`) at once and, with the access
 * token it returns, the reads the page starts with (`data-reads`); the API client takes the answers
 * (lib/boot-answers.ts). The refresh token rotates, so the app never sends a refresh of its own while this one is
 * pending (it waits for this one's answer), and this script sends nothing once the app has started.
 *
 * Built on its own as a classic script (scripts/lib/prerender-plugin.ts), from these few lines and what they
 * import, and never by the app's build.
 */
import type { Session } from '@shared/auth/auth.schema';
import { browserStorage, readSessionHint } from './lib/auth/session-hint';
import { type BootAnswer, bootAnswerKey } from './lib/boot-answers';

const ACCEPT_JSON = { Accept: 'application/json' };

/** Sends as the API client does (lib/api-client.ts), with the access token when there is one. */
function send(method: 'GET' | 'POST', url: string, authorization: string | null): Promise<BootAnswer | null> {
  const headers = authorization ? { ...ACCEPT_JSON, Authorization: authorization } : ACCEPT_JSON;
  return fetch(url, { method, headers, credentials: 'same-origin' }).then(
    (response) => ({ authorization, response }),
    () => null,
  );
}

function start(script: HTMLScriptElement) {
  const sessionUrl = script.dataset.session;
  if (!sessionUrl || window.havenBootAnswers || !readSessionHint(browserStorage())) return;
  const answers = new Map<string, Promise<BootAnswer | null>>();
  const refreshed = send('POST', sessionUrl, null);
  answers.set(bootAnswerKey('POST', sessionUrl), refreshed);
  // The app reads the refresh's answer itself: the token comes from a copy, taken before it can.
  const token = refreshed.then(async (answer) =>
    answer?.response.ok ? ((await answer.response.clone().json()) as Session).access_token : null,
  );
  for (const url of script.dataset.reads?.split(' ').filter(Boolean) ?? []) {
    const read = token
      .then((accessToken) => (accessToken ? send('GET', url, `Bearer ${accessToken}`) : null))
      .catch(() => null);
    answers.set(bootAnswerKey('GET', url), read);
  }
  window.havenBootAnswers = answers;
}

if (document.currentScript instanceof HTMLScriptElement) start(document.currentScript);
