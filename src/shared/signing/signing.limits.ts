/** Limits of the signing area, shared by its schemas and the forms (decision 008). */

/** Longest value of a text-like field. */
export const FIELD_VALUE_MAX = 4000;
/** Most fields a template may have. */
export const TEMPLATE_FIELDS_MAX = 60;
/** A drawn 400×200 PNG is a few kilobytes; this bounds a data URL well above that. */
export const SIGNATURE_DATA_MAX = 200_000;
/** Longest reason staff give when returning a form. */
export const RETURN_REASON_MAX = 1000;
/** Signature canvas size (spec 02 §9). */
export const SIGNATURE_CANVAS = { width: 400, height: 200 } as const;
/** Days after starting before the first reminder to finish signing, and days between the next ones. */
export const SIGNING_REMINDER_DEFAULTS = { firstAfterDays: 3, everyDays: 7 } as const;
/** Largest PDF the public verification accepts. */
export const VERIFY_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Largest fillable PDF a template can be built on. */
export const TEMPLATE_PDF_MAX_BYTES = 10 * 1024 * 1024;
