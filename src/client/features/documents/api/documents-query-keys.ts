import type { StaffDocumentListQuery } from '@shared/documents/documents.schema';

/** Query keys of the documents feature; `staff` is the prefix to invalidate after a review. */
export const documentsQueryKeys = {
  staff: ['documents', 'staff'] as const,
  staffList: (query: Record<keyof StaffDocumentListQuery, string | number | undefined>) =>
    ['documents', 'staff', 'list', query] as const,
  staffDetail: (documentId: string) => ['documents', 'staff', 'detail', documentId] as const,
  /** A document's file or thumbnail bytes; they change only when the document is processed again. */
  staffFile: (documentId: string, variant: DocumentFileVariant, version: string) =>
    ['documents', 'staff', 'file', documentId, variant, version] as const,
};

export type DocumentFileVariant = 'file' | 'thumbnail';

/**
 * Every family-portal query key starts with 'family' (dashboard, journey, stats, documents…): an upload
 * changes the journey, the statistics and the step documents, so all of them are refetched.
 */
export const FAMILY_QUERY_PREFIX = ['family'] as const;

/** GET /api/family/dashboard and /journey; the family dashboard reads the same answers under the same keys. */
export const FAMILY_DASHBOARD_KEY = ['family', 'dashboard'] as const;
export const FAMILY_JOURNEY_KEY = ['family', 'journey'] as const;
