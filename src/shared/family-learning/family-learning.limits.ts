/** Limits of the family learning forms, without zod (decision 008). */

export const CERTIFICATE_NAME_MAX = 120;
export const TRAINING_TITLE_MAX = 200;
/** Hours of one outside training, to one decimal. */
export const TRAINING_HOURS_MIN = 0.5;
export const TRAINING_HOURS_MAX = 100;
