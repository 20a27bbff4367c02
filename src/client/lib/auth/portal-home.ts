import { PATHS } from '@shared/paths';
import type { Portal } from './create-auth-store';

/** Where a signed-in user of each portal belongs: families on their dashboard, staff on theirs. */
export function portalHome(portal: Portal): string {
  return portal === 'family' ? PATHS.familyDashboard : PATHS.staffDashboard;
}
