import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntakeFamily, IntakeQueuePage } from '@shared/document-intake/document-intake.schema';
import type { StaffUploadResponse } from '@shared/documents/documents.schema';
import { DEFAULT_PAGE_SIZE } from '@shared/page-size';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export type IntakeView = 'open' | 'handled';

/** GET /api/staff/document-intake: one page of the queue (what waits or was refused, or what was handled). */
export function useIntakeQueue(view: IntakeView, page: number) {
  return useQuery({
    queryKey: queryKeys.documents.intake(view, page),
    queryFn: ({ signal }) =>
      apiRequest<IntakeQueuePage>('/staff/document-intake', {
        query: { view, page, pageSize: DEFAULT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/document-intake/families: families by name or case number, to file an attachment to. */
export function useIntakeFamilies(search: string) {
  return useQuery({
    queryKey: queryKeys.documents.intakeFamilies(search),
    queryFn: ({ signal }) =>
      apiRequest<IntakeFamily[]>('/staff/document-intake/families', {
        query: search ? { search } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Filing or discarding changes the queue, and filing the family's record and the document lists. */
function useIntakeAction<Variables, Result>(request: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.staff }),
        queryClient.invalidateQueries({ queryKey: queryKeys.families.all }),
      ]),
  });
}

/** POST /api/staff/document-intake/:attachmentId/file: the attachment becomes the item's file. */
export function useFileAttachment() {
  return useIntakeAction(({ attachmentId, documentId }: { attachmentId: string; documentId: string }) =>
    apiRequest<StaffUploadResponse>(`/staff/document-intake/${encodeURIComponent(attachmentId)}/file`, {
      method: 'POST',
      body: { documentId },
    }),
  );
}

/** POST /api/staff/document-intake/:attachmentId/discard. */
export function useDiscardAttachment() {
  return useIntakeAction((attachmentId: string) =>
    apiRequest<null>(`/staff/document-intake/${encodeURIComponent(attachmentId)}/discard`, {
      method: 'POST',
    }),
  );
}
