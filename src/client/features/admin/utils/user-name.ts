import type { StaffUser } from '@shared/admin/admin.schema';

/** How a staff user is named on screen: the display name, else the e-mail. */
export function userName(user: Pick<StaffUser, 'display_name' | 'email'>): string {
  return user.display_name?.trim() || user.email;
}
