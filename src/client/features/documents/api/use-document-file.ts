import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/**
 * A document's file or thumbnail as a Blob (GET /api/staff/documents/:id/file|thumbnail with the bearer
 * token). `version` changes when processing replaces the stored file, so the new bytes are fetched.
 */
export function useStaffDocumentFile(
  documentId: string,
  variant: 'file' | 'thumbnail',
  version: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeys.documents.staffFile(documentId, variant, version),
    queryFn: ({ signal }) =>
      apiBlob(`/staff/documents/${encodeURIComponent(documentId)}/${variant}`, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
