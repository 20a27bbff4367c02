import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { uploadDocument, type UploadTarget } from '../api/upload-document';
import { useAfterUpload } from '../api/use-after-upload';
import { scanFileName, type CapturedScan } from '../utils/capture-scan';
import { uploadFailureMessage, uploadToasts } from '../utils/upload-messages';
import { sentPercent } from '../utils/upload-pages';

/** Uploads the kept capture with visible progress; `percent` is null while nothing is being sent. */
export function useScanUpload(target: UploadTarget, onUploaded: () => void) {
  const { t } = useTranslation('documents');
  const [percent, setPercent] = useState<number | null>(null);
  const afterUpload = useAfterUpload();

  const upload = useCallback(
    async (scan: CapturedScan) => {
      setPercent(0);
      try {
        await uploadDocument(target, [{ file: scan.image, fileName: scanFileName(scan) }], {
          onProgress: (loaded, total) => setPercent(sentPercent(loaded, total)),
        });
        setPercent(100);
        notifications.show({ color: 'teal', ...uploadToasts(t).success });
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
    },
    [afterUpload, onUploaded, t, target],
  );

  return { upload, percent };
}
