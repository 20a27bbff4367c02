import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isScanAccepted, qualityPercent } from '@shared/documents/scan-quality';
import type { UploadTarget } from '../api/upload-document';
import { useCamera } from '../hooks/use-camera';
import { useSendUpload } from '../hooks/use-send-upload';
import { captureScan, type CapturedScan, scanFileName } from '../utils/capture-scan';
import { uploadToasts } from '../utils/upload-messages';
import { CameraView } from './camera-view';
import { ScanPreview } from './scan-preview';

interface ScanTabProps {
  target: UploadTarget;
  onUploaded: () => void;
}

/** Spec 01 §4: in scan mode the view is the camera or, once a good capture is kept, its preview. */
export function ScanTab({ target, onUploaded }: ScanTabProps) {
  const { t } = useTranslation('documents');
  const [scan, setScan] = useState<CapturedScan | null>(null);
  const [capturing, setCapturing] = useState(false);
  const camera = useCamera(scan === null);
  const { send, percent } = useSendUpload(target, onUploaded);

  async function capture() {
    const video = camera.videoRef.current;
    if (!video) return;
    setCapturing(true);
    const toasts = uploadToasts(t);
    try {
      const captured = await captureScan(video);
      if (isScanAccepted(captured.quality)) {
        setScan(captured);
        notifications.show({ color: 'teal', ...toasts.captured(qualityPercent(captured.quality)) });
      } else {
        notifications.show({ color: 'yellow', ...toasts.qualityTooLow });
      }
    } catch {
      notifications.show({ color: 'red', ...toasts.captureFailed });
    } finally {
      setCapturing(false);
    }
  }

  function retake() {
    setScan(null);
    camera.restart();
  }

  if (scan) {
    return (
      <ScanPreview
        scan={scan}
        uploadPercent={percent}
        onRetake={retake}
        onUpload={() => void send([{ file: scan.image, fileName: scanFileName(scan) }])}
      />
    );
  }
  return <CameraView camera={camera} capturing={capturing} onCapture={() => void capture()} />;
}
