import { Badge, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { JourneyStep } from '@shared/journey/journey.schema';
import { STATUS_LOOKS } from '@client/lib/status-looks';
import { stepTiming } from '../utils/journey-display';
import { JourneyDocuments, StepActions } from './journey-documents';

interface JourneyStepDialogProps {
  step: JourneyStep | null;
  onClose: () => void;
}

/** The detail of one journey step: description, timing, required actions and documents (spec 01 §2). */
export function JourneyStepDialog({ step, onClose }: JourneyStepDialogProps) {
  const timing = step ? stepTiming(step) : null;
  return (
    <Modal
      opened={step !== null}
      onClose={onClose}
      title={step ? `Step ${step.id}: ${step.title}` : ''}
      size="lg"
    >
      {step && (
        <Stack gap="md">
          <Group gap="sm">
            <Badge color={STATUS_LOOKS.journey[step.status].color} variant="light">
              {STATUS_LOOKS.journey[step.status].label}
            </Badge>
            {timing && (
              <Text size="sm" fw={500}>
                {timing}
              </Text>
            )}
          </Group>
          <Text size="sm">{step.description}</Text>
          <Stack gap="xs">
            <Title order={3} fz="h5">
              Required Actions
            </Title>
            <StepActions actions={step.actions} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="h5">
              Required Documents
            </Title>
            <JourneyDocuments step={step} />
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
