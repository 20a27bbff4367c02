import { z } from 'zod';
import { safeText } from '../text/safe-text';

/**
 * The family filters Staff Analytics and the staff lists behind its figures share: a caseworker (a staff user on
 * the family's support team) and an applicant type. One definition, so a figure's link opens a list that
 * counts the same families.
 */

/** Longest applicant type a filter accepts. */
const APPLICANT_TYPE_MAX = 100;

export const FamilyScopeQuerySchema = z.object({
  caseworker: z.uuid().optional(),
  applicantType: safeText({ min: 1, max: APPLICANT_TYPE_MAX }).optional(),
});
export type FamilyScopeQuery = z.infer<typeof FamilyScopeQuerySchema>;

/** What a filtered list says back about its filters, so the page can name them without another request. */
export const FamilyScopeEchoSchema = z.object({
  /** The `caseworker` filter's display name; null without that filter or when no staff user has that id. */
  caseworkerName: z.string().nullable(),
});
