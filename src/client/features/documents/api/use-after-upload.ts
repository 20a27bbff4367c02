import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query-keys';

/** Refetches what an upload changes: the family's journey, statistics and documents (every 'family' query). */
export function useAfterUpload() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.familyPortal.all }),
    [queryClient],
  );
}
