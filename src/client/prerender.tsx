/**
 * Build-time rendering (decision 011). `scripts/lib/prerender-plugin.ts` builds this module for Node after the
 * client build and writes the first paint of the public pages as HTML, as a visitor without a session sees them;
 * main.tsx hydrates them.
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

/**
 * Renders a public page through the app's own routes (the build records the route modules they load), with every
 * lazy part resolved; resolves to the markup of #root.
 */
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
