import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraRotate, IconCameraOff } from '@tabler/icons-react';
import type { useCamera } from '../hooks/use-camera';
import { CAMERA_UNAVAILABLE } from '../utils/upload-messages';
import classes from './scan.module.css';

interface CameraViewProps {
  camera: ReturnType<typeof useCamera>;
  capturing: boolean;
  onCapture: () => void;
}

/** The live camera with Capture and a switch between the back and the front camera. */
export function CameraView({ camera, capturing, onCapture }: CameraViewProps) {
  const { videoRef, status, facingMode, switchCamera, restart } = camera;

  if (status === 'unavailable') {
    return (
      <Alert color="red" icon={<IconCameraOff aria-hidden />} title={CAMERA_UNAVAILABLE}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Allow camera access in your browser, or use the Photo tab to choose a picture.
          </Text>
          <Button size="xs" color="red" onClick={restart}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Box className={classes.frame}>
        <video
          ref={videoRef}
          className={classes.media}
          playsInline
          muted
          aria-label="Camera view"
          data-facing={facingMode}
        />
        {status === 'starting' && (
          <Center className={classes.overlay}>
            <Group gap="xs">
              <Loader size="sm" color="white" />
              <Text c="white" size="sm">
                Starting camera…
              </Text>
            </Group>
          </Center>
        )}
      </Box>
      <Text size="sm" c="dimmed">
        Lay the page flat in good light and fill the frame with it.
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconCameraRotate size={18} aria-hidden />}
          onClick={switchCamera}
          disabled={status !== 'live'}
        >
          {facingMode === 'environment' ? 'Use front camera' : 'Use back camera'}
        </Button>
        <Button
          leftSection={<IconCamera size={18} aria-hidden />}
          onClick={onCapture}
          loading={capturing}
          disabled={status !== 'live'}
        >
          Capture
        </Button>
      </Group>
    </Stack>
  );
}
