import { useMatches } from 'react-router';
import type { PermissionKey } from '@shared/auth/permissions';

export interface RouteHandle {
  /** The page title, also used for the document title. */
  title: string;
  /** Staff pages: the permissions of which the user needs one (from STAFF_PAGES). */
  anyOf?: readonly PermissionKey[];
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
  return useRouteHandle()?.title;
}
