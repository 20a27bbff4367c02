/** Length and count limits of the home environment assessment, shared by the zod schemas and the forms. */
export const ASSESSMENT_NOTE_MAX = 2000;
export const ASSESSMENT_ITEM_NAME_MAX = 120;
export const ASSESSMENT_GUIDANCE_MAX = 300;
/** Photos kept on one item (the caseworker's and the family's together). */
export const ASSESSMENT_PHOTOS_PER_ITEM = 8;
/** Photos a family sends with one answer to a correction. */
export const CORRECTION_ANSWER_PHOTOS_MAX = 3;
/** One photo's size as sent from a phone's camera. */
export const ASSESSMENT_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** A correction is due this many days after the visit unless the caseworker says otherwise. */
export const CORRECTION_DEFAULT_DAYS = 14;
