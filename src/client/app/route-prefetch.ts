import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { authStore } from '@client/lib/auth/auth-store';
import type { Portal } from '@client/lib/auth/create-auth-store';
import { queryClient } from './query-client';

/**
 * A route loader that starts the page's first read as soon as the session it needs is there (decision 019):
 * the router runs it when the navigation starts, alongside the page's modules, instead of the read waiting for
 * those modules, the layout's render and the page's. It returns at once (nothing waits for it); the page's own
 * query then finds the answer cached or on its way. On a first load it waits for the session lookup the entry
 * has already started, and does nothing when nobody of that portal is signed in.
 */
export function prefetchFor<T, Key extends QueryKey>(
  portal: Portal,
  query: FetchQueryOptions<T, Error, T, Key>,
): LoaderFunction {
  return ({ request }) => {
    void authStore.initialize(new URL(request.url).search).then(() => {
      if (authStore.getState().session?.user.kind === portal) return queryClient.prefetchQuery(query);
    });
    return null;
  };
}
