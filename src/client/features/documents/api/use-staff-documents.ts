import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffDocumentDetail, StaffDocumentPage } from '@shared/documents/documents.schema';
import { apiRequest } from '@client/lib/api-client';
import { toListQuery, type StaffDocumentFilters } from '../utils/staff-document-filters';
import { documentsQueryKeys } from './documents-query-keys';

export const DOCUMENTS_PAGE_SIZE = 25;
/** While a document is queued or being read, its row and detail are refreshed this often. */
const PROCESSING_POLL_MS = 3_000;

const isProcessing = (status: string | undefined) => status === 'pending' || status === 'processing';

/** GET /api/staff/documents (manage_documents); keeps the last page on screen while the next loads. */
export function useStaffDocuments(filters: StaffDocumentFilters) {
  const query = toListQuery(filters, DOCUMENTS_PAGE_SIZE);
  return useQuery({
    queryKey: documentsQueryKeys.staffList(query),
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
    queryKey: documentsQueryKeys.staffDetail(documentId),
    queryFn: ({ signal }) =>
      apiRequest<StaffDocumentDetail>(`/staff/documents/${encodeURIComponent(documentId)}`, { signal }),
    refetchInterval: (current) => {
      const data = current.state.data;
      return data?.hasFile && isProcessing(data.processingStatus) ? PROCESSING_POLL_MS : false;
    },
  });
}
