// Mantine's global styles; each component's own stylesheet comes with the component (decision 011).
import '@mantine/core/styles/baseline.css';
// The theme's variables in place of Mantine's defaults, built from app/theme.ts (decision 037).
import 'virtual:theme-variables.css';
import '@mantine/core/styles/global.css';
import { type ReactNode, startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { authStore } from '@client/lib/auth/auth-store';
import { yieldToMain } from '@client/lib/yield-to-main';
import { currentLanguage, languageForUrl, showLanguage } from '@client/lib/i18n/language';
import './app/i18n';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { routes } from './app/router';

// Cached answers belong to the user who asked for them.
authStore.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT') queryClient.clear();
});

/**
 * Loads the lazy modules of the routes matching this URL, which the router would otherwise load on start. False
 * when one fails to load: the router then tries again itself (and shows its error page if it must).
 */
async function loadMatchedRoutes(table: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(table, window.location) ?? [];
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `onCommit` once React has committed its first render. Until hydration has committed, a controlled field
 * shows what the prerendered HTML holds, and hydration would empty it of anything typed meanwhile.
 */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * A public page comes with its first paint rendered at build time (prerender.tsx): what a visitor without a
 * session sees, inert until React has committed it. When that is who is here, React hydrates it, which needs the same tree
 * (the page's modules loaded first, or the router would render its loading fallback). Anyone else gets the app
 * rendered afresh instead of a form that is not theirs. (No top-level await: the bundler would split the entry's
 * shared modules into many small chunks to keep them out of the wait.)
 */
async function start(container: HTMLElement): Promise<void> {
  // The entry's evaluation (the libraries and the app's modules) is one long task on a slow phone; the session
  // lookup and the first route's modules each start in a task of their own rather than lengthening it.
  await yieldToMain();
  void authStore.initialize(window.location.search);
  await yieldToMain();
  const prerendered = container.dataset.firstPaint === 'signed-out';
  // A family that chose Español gets its texts fetched alongside the page's modules, before the first render.
  const [routesLoaded] = await Promise.all([
    prerendered && loadMatchedRoutes(routes),
    showLanguage(languageForUrl(window.location)).catch(() => undefined),
  ]);
  // The page takes input once React has committed it: typed into while React hydrated it, a field lost its text.
  const takeInput = () => container.removeAttribute('inert');
  const app = (
    <StrictMode>
      <OnFirstCommit onCommit={takeInput}>
        <Providers>
          <RouterProvider router={createBrowserRouter(routes)} />
        </Providers>
      </OnFirstCommit>
    </StrictMode>
  );
  const { loading, session } = authStore.getState();
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (React renders default updates in one go).
  // The prerendered markup is English: a page in another language is rendered afresh.
  if (routesLoaded && !loading && !session && currentLanguage() === 'en') {
    startTransition(() => void hydrateRoot(container, app));
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
void start(container);
