import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { AssessmentPhoto } from '@shared/home-assessment/home-assessment.schema';
import { apiBlob, apiRequest, apiUpload, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { sentPercent } from '@client/lib/upload-progress';
import { assessmentPath } from './use-home-assessment';
import { useAssessmentMutation } from './use-record-item';

/**
 * A photo's bytes (or its thumbnail's) as a Blob with the bearer token (an <img src> cannot send it), read
 * once `enabled`; kept while shown, since a photo never changes.
 */
export function useAssessmentPhotoBytes(url: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.homeAssessment.photo(url),
    queryFn: ({ signal }) => apiBlob(url, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** Names the photos on their way (crypto.randomUUID exists only on HTTPS and localhost). */
let uploadsStarted = 0;

/** A photo on its way: its name and how much of it has been sent. */
export interface PhotoInFlight {
  id: string;
  name: string;
  percent: number;
}

/**
 * POST …/items/:itemKey/photos, one multipart part `file` per photo, sent as soon as it is picked; several may
 * be on their way at once, each with its progress. The assessment is read again after each.
 */
export function useUploadItemPhoto(familyId: string, itemKey: string) {
  const queryClient = useQueryClient();
  const [inFlight, setInFlight] = useState<PhotoInFlight[]>([]);

  const upload = useCallback(
    async (file: File) => {
      uploadsStarted += 1;
      const id = `upload-${uploadsStarted}`;
      const progress = (percent: number) =>
        setInFlight((all) => all.map((photo) => (photo.id === id ? { ...photo, percent } : photo)));
      setInFlight((all) => [...all, { id, name: file.name, percent: 0 }]);
      const body = new FormData();
      body.append('file', file, file.name);
      try {
        await apiUpload<AssessmentPhoto>(assessmentPath(familyId, 'items', itemKey, 'photos'), body, {
          onProgress: (loaded, total) => progress(sentPercent(loaded, total)),
        });
        await queryClient.invalidateQueries({ queryKey: queryKeys.homeAssessment.family(familyId) });
      } catch (error) {
        notifications.show({ color: 'red', title: 'Photo not added', message: errorMessage(error) });
      } finally {
        setInFlight((all) => all.filter((photo) => photo.id !== id));
      }
    },
    [familyId, itemKey, queryClient],
  );

  return { upload, inFlight };
}

/** DELETE …/home-assessment/photos/:photoId: the caseworker's own photo, before completion. */
export function useDeletePhoto(familyId: string) {
  return useAssessmentMutation(familyId, (photoId: string) =>
    apiRequest<void>(assessmentPath(familyId, 'photos', photoId), { method: 'DELETE' }),
  );
}
