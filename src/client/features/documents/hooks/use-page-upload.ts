import { useCallback, useReducer } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';
import type { UploadTarget } from '../api/upload-document';
import { fileNameProblem } from '../utils/upload-messages';
import { pagesReducer } from '../utils/upload-pages';
import { useSendUpload } from './use-send-upload';

/**
 * The Photo tab: the family chooses or photographs the pages of one document, puts them in order, and sends
 * them together in one request; the server makes them one document with a page per photo.
 */
export function usePageUpload(target: UploadTarget, onUploaded: () => void) {
  const { t } = useTranslation('documents');
  const [pages, dispatch] = useReducer(pagesReducer, []);
  const { send, percent } = useSendUpload(target, onUploaded);

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
    const sent = await send(pages.map((page) => ({ file: page.file, fileName: page.file.name })));
    if (sent) dispatch({ type: 'cleared' });
  }, [pages, send]);

  return { pages, dispatch, addFiles, upload, percent };
}
