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

/** The filters from a page's query string; a malformed value is left out rather than sent on (it would be 400). */
export function familyScopeFromParams(params: URLSearchParams): FamilyScopeQuery {
  const caseworker = FamilyScopeQuerySchema.shape.caseworker.safeParse(params.get('caseworker') ?? undefined);
  const applicantType = FamilyScopeQuerySchema.shape.applicantType.safeParse(
    params.get('applicantType') ?? undefined,
  );
  return {
    caseworker: caseworker.success ? caseworker.data : undefined,
    applicantType: applicantType.success ? applicantType.data : undefined,
  };
}

/** Writes the filters that are set into a query string. */
export function setFamilyScopeParams(params: URLSearchParams, scope: FamilyScopeQuery): URLSearchParams {
  if (scope.caseworker) params.set('caseworker', scope.caseworker);
  if (scope.applicantType) params.set('applicantType', scope.applicantType);
  return params;
}
