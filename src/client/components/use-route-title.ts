import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PermissionKey } from '@shared/auth/permissions';
import type { Portal } from '@client/lib/auth/create-auth-store';

export interface RouteHandle {
  /** The page title, also used for the document title (English: staff pages, and the fallback). */
  title: string;
  /** Family and public pages: the title's key in the app namespace, shown in the family's language. */
  titleKey?: Extract<ParseKeys<'app'>, `titles.${string}`>;
  /** Staff pages: the permissions of which the user needs one (from STAFF_PAGES). */
  anyOf?: readonly PermissionKey[];
  /** A page both portals share (the password reset link): whose it is, family unless said. */
  portal?: Portal;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The handle of the deepest matched route that declares one: the current page's title and permission. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
}

export function useRouteTitle(): string | undefined {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return handle?.titleKey ? t(handle.titleKey) : handle?.title;
}
