import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { familyPath } from './use-decision-file';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/packet (approve_families): the sealed approval packet of an approved family. */
export function useIssuePacket(familyId: string) {
  return useDecisionMutation(familyId, () =>
    apiRequest<IssuedDocument>(familyPath(familyId, 'packet'), { method: 'POST' }),
  );
}
