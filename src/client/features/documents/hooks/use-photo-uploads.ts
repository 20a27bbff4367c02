import { useCallback, useReducer, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { uploadDocument, type UploadTarget } from '../api/upload-document';
import { useAfterUpload } from '../api/use-after-upload';
import { fileNameProblem, UPLOAD_TOASTS, uploadFailureMessage } from '../utils/upload-messages';
import { runLimited, summarizeUploads, uploadQueueReducer } from '../utils/upload-queue';

/** Files sent side by side; more only share the same connection. */
const PARALLEL_UPLOADS = 3;

/**
 * The Photo tab's uploads: every chosen file is sent with its own progress. The first file fills the
 * document slot the dialog was opened for; the others are added to the same step under the same name.
 */
export function usePhotoUploads(target: UploadTarget) {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const afterUpload = useAfterUpload();
  /** Once a file has filled the slot, later files must not claim it again (the server would refuse). */
  const slotFilled = useRef(false);

  const uploadOne = useCallback(
    async (id: string, file: File, claimSlot: boolean) => {
      const fail = (message: string) => {
        dispatch({ type: 'failed', id, error: message });
        notifications.show({ color: 'red', title: UPLOAD_TOASTS.failureTitle, message });
      };
      const problem = fileNameProblem(file.name);
      if (problem) {
        fail(problem);
        throw new Error(problem);
      }
      try {
        await uploadDocument(claimSlot ? target : { ...target, documentId: undefined }, file, file.name, {
          onProgress: (loaded, total) => dispatch({ type: 'progress', id, loaded, total }),
        });
        if (claimSlot) slotFilled.current = true;
        dispatch({ type: 'succeeded', id });
      } catch (error) {
        fail(uploadFailureMessage(error));
        throw error;
      }
    },
    [target],
  );

  const addFiles = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const batch = files.map((file) => ({ id: crypto.randomUUID(), file }));
      dispatch({
        type: 'added',
        items: batch.map(({ id, file }) => ({ id, fileName: file.name, sizeBytes: file.size })),
      });
      const [first, ...rest] = batch;
      let succeeded = 0;
      const task = (entry: (typeof batch)[number], claimSlot: boolean) => async () => {
        await uploadOne(entry.id, entry.file, claimSlot);
        succeeded += 1;
      };
      // The slot is claimed by one request that finishes before the others start, so they cannot race for it.
      const claimsSlot = Boolean(target.documentId) && !slotFilled.current;
      if (first) await runLimited([task(first, claimsSlot)], 1);
      await runLimited(
        rest.map((entry) => task(entry, false)),
        PARALLEL_UPLOADS,
      );
      if (succeeded > 0) {
        notifications.show({ color: 'teal', ...UPLOAD_TOASTS.success });
        await afterUpload();
      }
    },
    [afterUpload, target.documentId, uploadOne],
  );

  return { items, summary: summarizeUploads(items), addFiles };
}
