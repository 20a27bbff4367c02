import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffDocumentDetail, StaffDocumentPage } from '@shared/documents/documents.schema';
import { DEFAULT_PAGE_SIZE } from '@shared/page-size';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { toListQuery, type StaffDocumentFilters } from '../utils/staff-document-filters';

export const DOCUMENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** While a document is queued or being read, its row and detail are refreshed this often. */
const PROCESSING_POLL_MS = 3_000;

const isProcessing = (status: string | undefined) => status === 'pending' || status === 'processing';

/** GET /api/staff/documents (manage_documents); keeps the last page on screen while the next loads. */
export function useStaffDocuments(filters: StaffDocumentFilters) {
  const query = toListQuery(filters, DOCUMENTS_PAGE_SIZE);
  return useQuery({
    queryKey: queryKeys.documents.staffList(query),
    queryFn: ({ signal }) => apiRequest<StaffDocumentPage>('/staff/documents', { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => item.hasFile && isProcessing(item.processingStatus))
        ? PROCESSING_POLL_MS * 3
        : false,
  });
}

/** GET /api/staff/documents/:documentId; polls until processing has finished. */
export function useStaffDocument(documentId: string) {
  return useQuery({
    queryKey: queryKeys.documents.staffDetail(documentId),
    queryFn: ({ signal }) =>
      apiRequest<StaffDocumentDetail>(`/staff/documents/${encodeURIComponent(documentId)}`, { signal }),
    refetchInterval: (current) => {
      const data = current.state.data;
      return data?.hasFile && isProcessing(data.processingStatus) ? PROCESSING_POLL_MS : false;
    },
  });
}
