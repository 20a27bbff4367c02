import { PATHS } from '@client/config/paths';

/** The route pattern of the staff family detail page. */
export const FAMILY_DETAIL_ROUTE = `${PATHS.families}/:familyId`;

export function familyDetailPath(familyId: string): string {
  return `${PATHS.families}/${encodeURIComponent(familyId)}`;
}
