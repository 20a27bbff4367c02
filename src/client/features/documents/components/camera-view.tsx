import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraRotate, IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { useCamera } from '../hooks/use-camera';
import classes from './scan.module.css';

interface CameraViewProps {
  camera: ReturnType<typeof useCamera>;
  capturing: boolean;
  onCapture: () => void;
}

/** The live camera with Capture and a switch between the back and the front camera. */
export function CameraView({ camera, capturing, onCapture }: CameraViewProps) {
  const { t } = useTranslation('documents');
  const { videoRef, status, facingMode, switchCamera, restart } = camera;

  if (status === 'unavailable') {
    return (
      <Alert color="red" icon={<IconCameraOff aria-hidden />} title={t('camera.unavailable')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('camera.unavailableHelp')}</Text>
          <Button size="xs" color="red" onClick={restart}>
            {t('camera.tryAgain')}
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
          aria-label={t('camera.view')}
          data-facing={facingMode}
        />
        {status === 'starting' && (
          <Center className={classes.overlay}>
            <Group gap="xs">
              <Loader size="sm" color="white" />
              <Text c="white" size="sm">
                {t('camera.starting')}
              </Text>
            </Group>
          </Center>
        )}
      </Box>
      <Text size="sm" c="dimmed">
        {t('camera.hint')}
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconCameraRotate size={18} aria-hidden />}
          onClick={switchCamera}
          disabled={status !== 'live'}
        >
          {facingMode === 'environment' ? t('camera.useFront') : t('camera.useBack')}
        </Button>
        <Button
          leftSection={<IconCamera size={18} aria-hidden />}
          onClick={onCapture}
          loading={capturing}
          disabled={status !== 'live'}
        >
          {t('camera.capture')}
        </Button>
      </Group>
    </Stack>
  );
}
