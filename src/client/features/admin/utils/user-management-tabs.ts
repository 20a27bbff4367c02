/** The tabs of User Management, as they appear in its URL (`?tab=pending`). */
export const USER_MANAGEMENT_TABS = ['staff', 'invitations', 'pending', 'declined'] as const;
export type UserManagementTab = (typeof USER_MANAGEMENT_TABS)[number];
