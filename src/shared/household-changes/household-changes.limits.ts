/**
 * The vocabulary and limits of household changes (issue 44), without zod: the schemas, the database's checks and
 * the family's form read them from here.
 */

/** What the family proposes: someone moving in, someone moving out, a new home address. */
export const HOUSEHOLD_CHANGE_KINDS = ['add_member', 'remove_member', 'new_address'] as const;
export type HouseholdChangeKind = (typeof HOUSEHOLD_CHANGE_KINDS)[number];

/** A proposal waits ('proposed') until staff accept or decline it or the family withdraws it. */
export const HOUSEHOLD_CHANGE_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn'] as const;
export type HouseholdChangeStatus = (typeof HOUSEHOLD_CHANGE_STATUSES)[number];

/** The roles a family can propose for someone moving in (applicants are staff's to record). */
export const NEW_MEMBER_ROLES = ['adult', 'child'] as const;
export type NewMemberRole = (typeof NEW_MEMBER_ROLES)[number];

/** Adults are 18 or older; an older child of the family living at home is an adult. */
export const ADULT_AGE = 18;

/** Proposals of one family waiting for staff at the same time. */
export const OPEN_HOUSEHOLD_CHANGES_MAX = 10;
/** The newest proposals a list shows (a family has a handful; the rest stay in the audit log). */
export const HOUSEHOLD_CHANGES_LIST_LIMIT = 50;

export const HOUSEHOLD_CHANGE_NOTE_MAX = 500;
export const ADDRESS_STREET_MAX = 120;
export const ADDRESS_UNIT_MAX = 40;
export const ADDRESS_CITY_MAX = 80;
/** A US ZIP code: 5 digits, optionally ZIP+4. */
export const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
/** Two-letter US state codes; the agency is in California, which the form proposes. */
export const STATE_CODE_PATTERN = /^[A-Z]{2}$/;
export const DEFAULT_STATE = 'CA';
