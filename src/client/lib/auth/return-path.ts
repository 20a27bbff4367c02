import { PATHS } from '@shared/paths';
import type { Portal } from './create-auth-store';
import { portalHome } from './portal-home';

/** The query parameter of a sign-in page that names the page to return to. */
export const RETURN_PARAM = 'next';

/** The first path segments of each portal's own pages: only these are returned to after signing in. */
const PORTAL_ROOTS: Record<Portal, readonly string[]> = {
  staff: [PATHS.staffDashboard, '/admin'],
  family: [PATHS.familyDashboard, PATHS.familyDocuments, PATHS.familyLearning],
};

/** An origin that no real request has: a path resolved against it stays on it unless it names another. */
const PROBE_ORIGIN = 'https://haven.invalid';

/**
 * The page of `portal` that `raw` names, as path + query + hash, or null when it is anything else: another
 * origin (`//evil`, `https://…`, `/\evil`), a control character, or a path outside the portal's pages.
 * Prevents an open redirect through the sign-in page's `next` parameter.
 */
export function safeReturnPath(raw: string | null | undefined, portal: Portal): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/')) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines: "/\evil" and "/\t/evil" leave the site.
  if ([...raw].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const inPortal = PORTAL_ROOTS[portal].some(
    (root) => url.pathname === root || url.pathname.startsWith(`${root}/`),
  );
  return inPortal ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Where a sign-in page sends the user once signed in: the page asked for, else the portal's home. */
export function returnPathAfterSignIn(search: URLSearchParams, portal: Portal): string {
  return safeReturnPath(search.get(RETURN_PARAM), portal) ?? portalHome(portal);
}

/**
 * The sign-in page of `portal` that brings the user back to `location` (its home needs no parameter); null
 * when there is no page to return to (the user signed out: the next person to sign in starts at home).
 */
export function signInPathFor(
  portal: Portal,
  location: { pathname: string; search: string; hash: string } | null,
): string {
  const signIn = portal === 'family' ? PATHS.familySignIn : PATHS.auth;
  if (location === null) return signIn;
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (target === portalHome(portal) || safeReturnPath(target, portal) === null) return signIn;
  return `${signIn}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}
