import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffUploadResponse, UploadSlot } from '@shared/documents/documents.schema';
import { apiRequest, apiUpload } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/staff/families/:familyId/upload-slots: the family's items that take a file now. */
export function useUploadSlots(familyId: string | null) {
  return useQuery({
    queryKey: queryKeys.documents.uploadSlots(familyId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<UploadSlot[]>(`/staff/families/${encodeURIComponent(familyId ?? '')}/upload-slots`, {
        signal,
      }),
    enabled: familyId !== null,
  });
}

/** POST /api/staff/families/:familyId/documents: staff hand in files (pages of one document) for an item. */
export function useStaffUpload(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, files }: { documentId: string; files: readonly File[] }) => {
      const form = new FormData();
      form.append('documentId', documentId);
      for (const file of files) form.append('file', file, file.name);
      return apiUpload<StaffUploadResponse>(
        `/staff/families/${encodeURIComponent(familyId)}/documents`,
        form,
      );
    },
    // The family's record and journey, the document lists and this picker's items.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.families.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.staff }),
      ]),
  });
}
