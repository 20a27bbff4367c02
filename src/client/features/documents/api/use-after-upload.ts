import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FAMILY_QUERY_PREFIX } from './documents-query-keys';

/** Refetches what an upload changes: the family's journey, statistics and documents (every 'family' query). */
export function useAfterUpload() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_PREFIX }), [queryClient]);
}
