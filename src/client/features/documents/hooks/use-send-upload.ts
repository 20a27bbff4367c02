import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { sentPercent } from '@client/lib/upload-progress';
import { uploadDocument, type UploadPart, type UploadTarget } from '../api/upload-document';
import { useAfterUpload } from '../api/use-after-upload';
import { uploadFailureMessage, uploadToasts } from '../utils/upload-messages';

/**
 * Sends the files of one upload (Scan and Photo tabs alike) with visible progress and says how it went;
 * `send` resolves true once the document is stored. `percent` is null while nothing is being sent.
 */
export function useSendUpload(target: UploadTarget, onUploaded: () => void) {
  const { t } = useTranslation('documents');
  const [percent, setPercent] = useState<number | null>(null);
  const afterUpload = useAfterUpload();

  const send = useCallback(
    async (parts: readonly UploadPart[]): Promise<boolean> => {
      setPercent(0);
      try {
        await uploadDocument(target, parts, {
          onProgress: (loaded, total) => setPercent(sentPercent(loaded, total)),
        });
        notifications.show({ color: 'teal', ...uploadToasts(t).success });
        onUploaded();
        await afterUpload();
        return true;
      } catch (error) {
        notifications.show({
          color: 'red',
          title: uploadToasts(t).failureTitle,
          message: uploadFailureMessage(error, t),
        });
        return false;
      } finally {
        setPercent(null);
      }
    },
    [afterUpload, onUploaded, t, target],
  );

  return { send, percent };
}
