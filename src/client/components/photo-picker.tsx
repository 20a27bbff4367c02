import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconPhoto, IconRefresh } from '@tabler/icons-react';
import { UPLOAD_ACCEPT_MIME_TYPES } from '@shared/documents/file-kinds';
import { isScanAccepted, scanQuality } from '@shared/documents/scan-quality';
import { BlobImage } from './blob-image';
import classes from './photo-picker.module.css';

/** The words of the picker: the caller's, so staff screens pass English and family screens their t(). */
export interface PhotoPickerLabels {
  takePhoto: string;
  choosePhoto: string;
  /** The warning's title when a photo scores below the scan quality rule ("This photo may be too dark…"). */
  lowQualityTitle: string;
  /** What to do about it ("Details may not be readable: keep it anyway, or take it again."). */
  lowQualityMessage: string;
  /** Keep the weak photo as it is. */
  keep: string;
  /** Drop it and open the camera (or the chooser it came from) again. */
  retake: string;
  /** The alt text of the weak photo's preview. */
  previewAlt: string;
}

interface PhotoPickerProps {
  labels: PhotoPickerLabels;
  /** Called once per photo the user keeps, in the order they were chosen. */
  onPicked: (file: File) => void;
  disabled?: boolean;
  /** Several photos at once from the chooser (the camera always takes one). */
  multiple?: boolean;
}

/** The image kinds every upload takes (HEIC only where the server decodes it, so not offered here). */
export const PHOTO_ACCEPT = UPLOAD_ACCEPT_MIME_TYPES.filter((type) => type.startsWith('image/')).join(',');

const SOURCES = ['camera', 'chooser'] as const;
type Source = (typeof SOURCES)[number];

export interface PhotoVerdict {
  /** 0..1 by the scan quality rule; null when the browser could not decode the image to measure it. */
  quality: number | null;
  accepted: boolean;
}

/**
 * The upload dialog's rule for a captured scan (spec 01 §5), applied to a photo from the camera or the
 * gallery: its bytes per pixel stand for light and detail, its pixels for size. A photo the browser cannot
 * decode (HEIC outside Safari) is not judged: the server reads it, or says why not.
 */
export function judgePhoto(
  fileSizeBytes: number,
  size: { width: number; height: number } | null,
): PhotoVerdict {
  if (!size) return { quality: null, accepted: true };
  const quality = scanQuality({ fileSizeBytes, width: size.width, height: size.height });
  return { quality, accepted: isScanAccepted(quality) };
}

async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

function asFiles(payload: File | File[] | null): File[] {
  if (Array.isArray(payload)) return payload;
  return payload ? [payload] : [];
}

interface Weak {
  file: File;
  source: Source;
}

/**
 * "Take photo" (the phone's back camera) and "Choose photo" (the gallery or files). Each photo is measured by
 * the scan quality rule; a good one goes straight to `onPicked`, a weak one (too dark or too small) waits
 * under a warning until the user keeps it or takes it again.
 */
export function PhotoPicker({ labels, onPicked, disabled = false, multiple = false }: PhotoPickerProps) {
  const [checking, setChecking] = useState<Source | null>(null);
  const [weak, setWeak] = useState<Weak[]>([]);
  const inputs = {
    camera: useRef<HTMLInputElement>(null),
    chooser: useRef<HTMLInputElement>(null),
  };
  const resets = { camera: useRef<() => void>(null), chooser: useRef<() => void>(null) };

  async function picked(payload: File | File[] | null, source: Source) {
    const files = asFiles(payload);
    // Cleared so that choosing the same file again (after a retake) still reports a change.
    resets[source].current?.();
    if (files.length === 0) return;
    setChecking(source);
    try {
      const weakOnes: Weak[] = [];
      for (const file of files) {
        const verdict = judgePhoto(file.size, await imageSize(file));
        if (verdict.accepted) onPicked(file);
        else weakOnes.push({ file, source });
      }
      if (weakOnes.length > 0) setWeak((before) => [...before, ...weakOnes]);
    } finally {
      setChecking(null);
    }
  }

  const current = weak[0];

  function keep() {
    if (!current) return;
    setWeak((before) => before.slice(1));
    onPicked(current.file);
  }

  function retake() {
    if (!current) return;
    setWeak((before) => before.slice(1));
    // Still inside the click, so the browser lets the camera or the chooser open.
    inputs[current.source].current?.click();
  }

  const busy = disabled || checking !== null;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        {SOURCES.map((source) => (
          <FileButton
            key={source}
            ref={inputs[source]}
            resetRef={resets[source]}
            onChange={(files) => void picked(files, source)}
            accept={source === 'camera' ? 'image/*' : PHOTO_ACCEPT}
            capture={source === 'camera' ? 'environment' : undefined}
            multiple={source === 'chooser' && multiple}
            disabled={busy}
          >
            {(props) => (
              <Button
                {...props}
                size="lg"
                fz="sm"
                px="xs"
                classNames={{ root: classes.button, label: classes.buttonLabel }}
                variant={source === 'camera' ? 'light' : 'default'}
                disabled={busy}
                loading={checking === source}
                leftSection={
                  source === 'camera' ? (
                    <IconCamera size={20} aria-hidden />
                  ) : (
                    <IconPhoto size={20} aria-hidden />
                  )
                }
              >
                {source === 'camera' ? labels.takePhoto : labels.choosePhoto}
              </Button>
            )}
          </FileButton>
        ))}
      </SimpleGrid>
      {current && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={labels.lowQualityTitle}
        >
          <Stack gap="xs">
            <Text size="sm">{labels.lowQualityMessage}</Text>
            <BlobImage blob={current.file} alt={labels.previewAlt} className={classes.preview} />
            <Group gap="xs" grow>
              <Button size="md" mih={44} variant="default" onClick={keep} disabled={disabled}>
                {labels.keep}
              </Button>
              <Button
                size="md"
                mih={44}
                onClick={retake}
                disabled={disabled}
                leftSection={<IconRefresh size={18} aria-hidden />}
              >
                {labels.retake}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
