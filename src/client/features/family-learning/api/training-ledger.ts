import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrainingLedger } from '@shared/family-learning/training-ledger.schema';
import { apiBlob, apiRequest, apiUpload } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const ledgerPath = (familyId: string) => `/staff/families/${encodeURIComponent(familyId)}/training`;

/** GET /api/staff/families/:familyId/training (manage_families). */
export const useTrainingLedger = (familyId: string) =>
  useQuery({
    queryKey: queryKeys.families.training(familyId),
    queryFn: ({ signal }) => apiRequest<TrainingLedger>(ledgerPath(familyId), { signal }),
  });

export interface OutsideTrainingInput {
  title: string;
  hours: number;
  completedOn: string;
  file: File;
}

/** POST …/training (multipart): an outside training with its certificate; the family's hours change too. */
export function useRecordOutsideTraining(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OutsideTrainingInput) => {
      const body = new FormData();
      body.append('title', input.title);
      body.append('hours', String(input.hours));
      body.append('completedOn', input.completedOn);
      body.append('file', input.file);
      return apiUpload<TrainingLedger>(ledgerPath(familyId), body);
    },
    onSuccess: (ledger) => {
      queryClient.setQueryData(queryKeys.families.training(familyId), ledger);
      return queryClient.invalidateQueries({ queryKey: queryKeys.families.detail(familyId) });
    },
  });
}

export const trainingCertificateBlob = (familyId: string, entryId: string) =>
  apiBlob(`${ledgerPath(familyId)}/${encodeURIComponent(entryId)}/certificate`);
