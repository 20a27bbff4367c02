/**
 * Build-time rendering of the public pages (decision 038): scripts/lib/prerender-public-pages.ts builds this
 * module for Node and writes each page's markup into its HTML, as a visitor without a session sees it; main.tsx
 * hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PATHS } from '@shared/paths';
import { authStore } from '@client/lib/auth/auth-store';
import './app/i18n';
import { Providers } from './app/providers';
import { routes } from './app/router';

/** Pages whose first paint is the same for every visitor without a session (and without a query string). */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.auth,
  PATHS.familySignIn,
  PATHS.familyForgotPassword,
];

// As the browser starts for a visitor without a session hint: signed out, nothing left to look up.
await authStore.initialize('');

/** The markup of a public page's #root, through the app's own routes (their lazy modules loaded). */
export async function renderPublicPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://haven.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
