import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Journey } from '@shared/journey/journey.schema';
import { apiRequest } from '@client/lib/api-client';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import { queryKeys } from '@client/lib/query-keys';
import { openUploadSlots } from '../utils/upload-slots';

/**
 * GET /api/family/journey, reduced to the uploads that still need a file, worded in the family's language; not read
 * when `enabled` is false (an adult's own account, which the journey refuses).
 */
export function useOpenUploadSlots({ enabled = true }: { enabled?: boolean } = {}) {
  const { t } = useTranslation('documents');
  const { t: appT } = useTranslation('app');
  const checklist = useChecklistText();
  const select = useCallback(
    (journey: Journey) =>
      openUploadSlots(journey, {
        t,
        documentName: checklist.name,
        status: (status) => appT(`status.familyDocument.${status}`),
      }),
    [t, appT, checklist],
  );
  return useQuery({
    queryKey: queryKeys.familyPortal.journey,
    queryFn: ({ signal }) => apiRequest<Journey>('/family/journey', { signal }),
    select,
    enabled,
  });
}
