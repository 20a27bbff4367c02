/**
 * Build-time rendering (decision 011). `scripts/lib/prerender-plugin.ts` builds this module for Node after the
 * client build and writes the first paint of the public pages as HTML, as a visitor without a session sees them;
 * main.tsx hydrates them. The signed-in pages' HTML gets the app's loading frame, which main.tsx replaces.
 */
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PATHS } from '@shared/paths';
import { CenteredLoader } from '@client/components/centered-loader';
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

/** The markup of a public page's #root. */
export async function renderPublicPage(path: string): Promise<string> {
  return renderMarkup(await staticRoute(path));
}

/** The markup of the frame a signed-in page shows while the app starts, silent (it is written in English). */
export function renderLoadingFrame(): Promise<string> {
  return renderMarkup(<CenteredLoader mark announce={false} />);
}

/**
 * A page through the app's own routes (the build records the route modules they load), with every lazy part
 * resolved.
 */
async function staticRoute(path: string): Promise<ReactNode> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://haven.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return <StaticRouterProvider router={router} context={context} hydrate={false} />;
}

async function renderMarkup(content: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>{content}</Providers>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
