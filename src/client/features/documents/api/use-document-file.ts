import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const documentPath = (documentId: string) => `/staff/documents/${encodeURIComponent(documentId)}`;

/**
 * Bytes of a staff document route as a Blob (with the bearer token), kept while the page shows them. Pages and
 * earlier versions are keyed outside `queryKeys.documents.staff`, so a review decision does not fetch them again.
 */
function useStaffBlob(queryKey: readonly unknown[], path: string, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiBlob(path, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

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
  return useStaffBlob(
    queryKeys.documents.staffFile(documentId, variant, version),
    `${documentPath(documentId)}/${variant}`,
    enabled,
  );
}

/** One rendered page of the current file (GET …/pages/:pageNumber/image), fetched once `enabled`. */
export function useStaffDocumentPage(
  documentId: string,
  pageNumber: number,
  version: string,
  enabled: boolean,
) {
  return useStaffBlob(
    ['documents', 'page', documentId, pageNumber, version],
    `${documentPath(documentId)}/pages/${pageNumber}/image`,
    enabled,
  );
}

/** An earlier version's file (GET …/versions/:version/file), fetched when staff ask to open it. */
export function useStaffDocumentVersionFile(documentId: string, version: number, enabled: boolean) {
  return useStaffBlob(
    ['documents', 'version', documentId, version],
    `${documentPath(documentId)}/versions/${version}/file`,
    enabled,
  );
}
