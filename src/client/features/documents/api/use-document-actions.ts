import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ReviewDocumentBody, StaffDocumentDetail } from '@shared/documents/documents.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

function useDocumentAction<Variables>(
  documentId: string,
  request: (variables: Variables) => Promise<StaffDocumentDetail>,
  success: (variables: Variables) => { title: string; message: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (detail, variables) => {
      queryClient.setQueryData(queryKeys.documents.staffDetail(documentId), detail);
      notifications.show({ color: 'teal', ...success(variables) });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    // A form's review changes its signing state too (a rejected form is a draft again, unsigned).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.staff }),
        queryClient.invalidateQueries({ queryKey: queryKeys.signing.all }),
      ]),
  });
}

/**
 * POST /api/staff/documents/:documentId/review: approve, or reject with a reason the family will read (a
 * rejected form goes back to the family to correct and sign again).
 */
export function useReviewDocument({
  id,
  documentName,
  documentType,
}: Pick<StaffDocumentDetail, 'id' | 'documentName' | 'documentType'>) {
  return useDocumentAction<ReviewDocumentBody>(
    id,
    (body) =>
      apiRequest<StaffDocumentDetail>(`/staff/documents/${encodeURIComponent(id)}/review`, {
        method: 'POST',
        body,
      }),
    (body) =>
      body.decision === 'approve'
        ? { title: 'Document approved', message: `${documentName} was approved.` }
        : {
            title: 'Document rejected',
            message:
              documentType === 'upload'
                ? 'The family will see your reason and can upload a replacement.'
                : 'The family will see your reason and can correct and sign the form again.',
          },
  );
}

/** POST /api/staff/documents/:documentId/reprocess (only after processing failed). */
export function useReprocessDocument(documentId: string) {
  return useDocumentAction<void>(
    documentId,
    () =>
      apiRequest<StaffDocumentDetail>(`/staff/documents/${encodeURIComponent(documentId)}/reprocess`, {
        method: 'POST',
      }),
    () => ({ title: 'Processing again', message: 'The document was queued for processing.' }),
  );
}
