import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { authStore } from '@client/lib/auth/auth-store';
import type { Portal } from '@client/lib/auth/create-auth-store';
import { prepareDateFormats } from '@client/lib/format';
import { waitAtMost } from '@client/lib/wait-at-most';
import { queryClient } from './query-client';

/**
 * How long the page's first load waits for its first read and the profile before it renders without them (a
 * slow answer then arrives in a skeleton, as on any later visit).
 */
const FIRST_LOAD_WAIT_MS = 3000;

let firstLoad = true;

/** Resolves once the profile lookup that follows the session has answered (or there is no session). */
function profileSettled(): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => {
      const { session, profileStatus } = authStore.getState();
      return !session || profileStatus === 'ready' || profileStatus === 'error';
    };
    if (settled()) return resolve();
    const unsubscribe = authStore.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A route loader that starts the page's first read as soon as the session it needs is there (decision 019):
 * the router runs it when the navigation starts, alongside the page's modules, instead of the read waiting for
 * those modules, the layout's render and the page's. The page's own query then finds the answer cached or on its
 * way. On a first load it waits for the session lookup the entry has already started, and does nothing when
 * nobody of that portal is signed in.
 *
 * On the app's first load the loader also waits (up to FIRST_LOAD_WAIT_MS) for that read and for the profile,
 * so that the first render, which React renders in slices, starts with both (decision 022): an answer that lands
 * while that render is under way changes a store the render has read, and React then renders the whole page
 * again in one piece, a long task. Meanwhile it prepares the date formatters that render will use. Later
 * navigations return at once, as before: the page shows its skeleton.
 */
export function prefetchFor<T, Key extends QueryKey>(
  portal: Portal,
  query: FetchQueryOptions<T, Error, T, Key>,
): LoaderFunction {
  return ({ request }) => {
    const prefetched = authStore.initialize(new URL(request.url).search).then(() => {
      if (authStore.getState().session?.user.kind !== portal) return;
      return Promise.all([queryClient.prefetchQuery(query), profileSettled()]);
    });
    if (!firstLoad) return null;
    firstLoad = false;
    void prepareDateFormats();
    return waitAtMost(FIRST_LOAD_WAIT_MS, prefetched).then(() => null);
  };
}
