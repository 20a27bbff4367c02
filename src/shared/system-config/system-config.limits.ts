/** Limits of the announcement form, without zod (decision 008); system-config.schema.ts enforces them. */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 5000;

/** The agency's name on the documents it issues. */
export const AGENCY_NAME_MAX = 120;
