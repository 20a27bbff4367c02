import { useCallback, useReducer, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';
import { uploadDocument, type UploadTarget } from '../api/upload-document';
import { useAfterUpload } from '../api/use-after-upload';
import { fileNameProblem, uploadFailureMessage, uploadToasts } from '../utils/upload-messages';
import { pagesReducer, sentPercent } from '../utils/upload-pages';

/**
 * The Photo tab: the family chooses or photographs the pages of one document, puts them in order, and sends
 * them together in one request; the server makes them one document with a page per photo.
 */
export function usePageUpload(target: UploadTarget, onUploaded: () => void) {
  const { t } = useTranslation('documents');
  const [pages, dispatch] = useReducer(pagesReducer, []);
  /** Percent sent; null while nothing is being sent. */
  const [percent, setPercent] = useState<number | null>(null);
  const afterUpload = useAfterUpload();

  const addFiles = useCallback(
    (files: File[]) => {
      const named = files.filter((file) => {
        const problem = fileNameProblem(file.name, t);
        if (problem) notifications.show({ color: 'red', title: file.name, message: problem });
        return !problem;
      });
      if (pages.length + named.length > UPLOAD_PAGES_MAX)
        notifications.show({
          color: 'orange',
          title: t('pages.tooManyTitle', { count: UPLOAD_PAGES_MAX }),
          message: t('pages.tooManyMessage', { count: UPLOAD_PAGES_MAX }),
        });
      dispatch({ type: 'added', pages: named.map((file) => ({ id: crypto.randomUUID(), file })) });
    },
    [pages.length, t],
  );

  const upload = useCallback(async () => {
    if (pages.length === 0) return;
    setPercent(0);
    try {
      await uploadDocument(
        target,
        pages.map((page) => ({ file: page.file, fileName: page.file.name })),
        { onProgress: (loaded, total) => setPercent(sentPercent(loaded, total)) },
      );
      notifications.show({ color: 'teal', ...uploadToasts(t).success });
      dispatch({ type: 'cleared' });
      onUploaded();
      await afterUpload();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: uploadToasts(t).failureTitle,
        message: uploadFailureMessage(error, t),
      });
    } finally {
      setPercent(null);
    }
  }, [afterUpload, onUploaded, pages, t, target]);

  return { pages, dispatch, addFiles, upload, percent };
}
