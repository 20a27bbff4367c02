import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReferenceLink, ReferenceSubmitBody } from '@shared/references/references.schema';
import { ApiRequestError, apiRequest } from '@client/lib/api-client';
import { referenceKeys } from './reference-keys';

/*
 * The reference's link (/reference/:token): public calls whose only key is the link's token. No session token is
 * ever sent: a family signed in on the same device is not who answers here.
 */

/** A link's token as the server makes them (`ReferenceTokenParamsSchema`): anything else cannot be a link. */
export const REFERENCE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const linkPath = (token: string) => `/reference-links/${encodeURIComponent(token)}`;

/** The link does not work (unknown, used, expired, cancelled): the page says so and shows nothing. */
export const isInvalidLink = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'INVALID_TOKEN';

/**
 * GET /api/reference-links/:token: who asks, and the questionnaire in the family's language; marks it opened. Not
 * read once the page knows the link is used up (`enabled` false).
 */
export function useReferenceLink(token: string, enabled = true) {
  return useQuery({
    queryKey: referenceKeys.link(token),
    enabled,
    queryFn: ({ signal }) => apiRequest<ReferenceLink>(linkPath(token), { signal, withToken: false }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/reference-links/:token: the answers, the drawn signature and consent; uses up the link. */
export function useSubmitReference(token: string) {
  return useMutation({
    mutationFn: (body: ReferenceSubmitBody) =>
      apiRequest<{ result: 'completed' }>(linkPath(token), { method: 'POST', body, withToken: false }),
  });
}
