import { generatePath } from 'react-router';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';

export function familyDetailPath(familyId: string): string {
  return generatePath(STAFF_PAGES.familyDetail.path, { familyId });
}
