// First: zod reads its jitless setting as each schema is built, and some modules below build them on import.
import '@client/lib/zod-jitless';
import '@mantine/core/styles.css';
import { type ReactNode, startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { authStore } from '@client/lib/auth/auth-store';
import { currentLanguage, languageForUrl, showLanguage } from '@client/lib/i18n/language';
import './app/i18n';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { routes } from './app/router';

// Cached answers belong to the user who asked for them.
authStore.onAuthStateChange((event) => {
  if (event === 'SIGNED_OUT') queryClient.clear();
});

/** Resolves once the router has loaded the lazy modules of the routes this URL matches. */
function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Runs `onCommit` once React has committed its first render. */
function OnFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * A public page comes with its first paint in the HTML (prerender.tsx, decision 038): what a visitor without a
 * session sees in English, inert until React has hydrated it. Anyone else (a session, another language) gets the
 * page rendered afresh instead of a form that is not theirs.
 */
async function start(container: HTMLElement): Promise<void> {
  void authStore.initialize(window.location.search);
  const router = createBrowserRouter(routes);
  const prerendered = container.hasAttribute('inert');
  // A family that chose Español gets its texts before the first render, not a flash of English.
  await Promise.all([
    showLanguage(languageForUrl(window.location)).catch(() => undefined),
    prerendered && routerReady(router),
  ]);
  const takeInput = () => container.removeAttribute('inert');
  const app = (
    <StrictMode>
      <OnFirstCommit onCommit={takeInput}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </OnFirstCommit>
    </StrictMode>
  );
  const { loading, session } = authStore.getState();
  // As a transition, React renders the first tree in slices that leave the main thread to input in between.
  if (prerendered && !loading && !session && currentLanguage() === 'en') {
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
