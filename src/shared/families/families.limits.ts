/**
 * Limits of the family management forms, without zod: families.schema.ts enforces them on the server and
 * the client's forms read them from here (decision 008).
 */
export const FAMILY_NAME_MAX = 120;
export const RELATIONSHIP_MAX = 80;
export const AGE_MAX = 120;
export const STEP_REASON_MIN = 3;
export const STEP_REASON_MAX = 500;
export const ROLE_TITLE_MAX = 80;
/** At most three staff members support a family. */
export const SUPPORT_TEAM_MAX = 3;

/** A family's status: on its journey (active, on hold), or decided (issue 45: approved, denied, rescinded, withdrawn). */
export const FAMILY_STATUSES = ['active', 'on_hold', 'approved', 'withdrawn', 'denied', 'rescinded'] as const;
export type FamilyStatus = (typeof FAMILY_STATUSES)[number];
