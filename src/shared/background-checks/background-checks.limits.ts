/** Length limits of background-check records, shared by the zod schemas and the staff forms (decision 008). */
export const CHECK_NOTE_MAX = 2000;
export const OFFENCE_CATEGORY_MAX = 200;
export const DOCUMENTS_CONSIDERED_MAX = 2000;
export const EXEMPTION_REASON_MIN = 5;
export const EXEMPTION_REASON_MAX = 2000;
export const CHECK_TYPE_NAME_MAX = 120;
/** Checks listed on one page of the staff Checks queue. */
export const CHECK_QUEUE_LIMIT = 200;
