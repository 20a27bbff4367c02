import { Badge, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { JourneyStep } from '@shared/journey/journey.schema';
import { STATUS_LOOKS } from '@client/lib/status-looks';
import { stepText, stepTiming } from '../utils/journey-display';
import { CHECKS_STEP, JourneyChecks } from './journey-checks';
import { JourneyDocuments, StepActions } from './journey-documents';
import { INTERVIEWS_STEP, JourneyInterviews } from './journey-interviews';

interface JourneyStepDialogProps {
  step: JourneyStep | null;
  onClose: () => void;
}

/** The detail of one journey step: description, timing, required actions and documents (spec 01 §2). */
export function JourneyStepDialog({ step, onClose }: JourneyStepDialogProps) {
  const { t, i18n } = useTranslation('familyPortal');
  const { t: tApp } = useTranslation('app');
  const timing = step ? stepTiming(t, step) : null;
  const text = step ? stepText(i18n, step) : null;
  const mounted = useMounted(); // Mounted on the first opening: see lazy-dialogs.ts.
  return (
    <Modal
      opened={mounted && step !== null}
      onClose={onClose}
      title={step && text ? t('journey.stepLabel', { step: step.id, title: text.title }) : ''}
      size="lg"
    >
      {step && text && (
        <Stack gap="md">
          <Group gap="sm">
            <Badge color={STATUS_LOOKS.journey[step.status].color} variant="light">
              {tApp(`status.journey.${step.status}`)}
            </Badge>
            {timing && (
              <Text size="sm" fw={500}>
                {timing}
              </Text>
            )}
          </Group>
          <Text size="sm">{text.description}</Text>
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('journey.requiredActions')}
            </Title>
            <StepActions actions={text.actions} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('journey.requiredDocuments')}
            </Title>
            <JourneyDocuments step={step} />
          </Stack>
          {step.id === CHECKS_STEP && (
            <Stack gap="xs">
              <Title order={3} fz="h5">
                {t('journey.checks.title')}
              </Title>
              <JourneyChecks />
            </Stack>
          )}
          {step.id === INTERVIEWS_STEP && (
            <Stack gap="xs">
              <Title order={3} fz="h5">
                {t('interviews.title')}
              </Title>
              <JourneyInterviews />
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
