import type { ReactNode } from 'react';
import { Badge, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { JourneyStep } from '@shared/journey/journey.schema';
import { HOME_ASSESSMENT_STEP } from '@shared/home-assessment/home-assessment-rules';
import { STATUS_LOOKS } from '@client/lib/status-looks';
import { stepText, stepTiming } from '../utils/journey-display';
import { JourneyAssessment } from './journey-assessment';
import { CHECKS_STEP, JourneyChecks } from './journey-checks';
import { JourneyDocuments, StepActions } from './journey-documents';
import { INTERVIEWS_STEP, JourneyInterviews } from './journey-interviews';

const STEP_STACK_ID = 'journey-step';

/** One part of a step's detail under its heading. */
function StepSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface JourneyStepDialogProps {
  step: JourneyStep | null;
  onClose: () => void;
}

/** The detail of one journey step: description, timing, required actions and documents (spec 01 §2). */
export function JourneyStepDialog({ step, onClose }: JourneyStepDialogProps) {
  const { t, i18n } = useTranslation('familyPortal');
  const { t: tApp } = useTranslation('app');
  const { t: tAssessment } = useTranslation('familyPortalAssessment');
  const assessmentTitle = tAssessment('journey.assessment.title');
  const timing = step ? stepTiming(t, step) : null;
  const text = step ? stepText(i18n, step) : null;
  const mounted = useMounted(); // Mounted on the first opening: see lazy-dialogs.ts.
  // A stack: the home assessment's answer dialog opens over this one (one Escape closes only the top one).
  return (
    <Modal.Stack>
      <Modal
        opened={mounted && step !== null}
        onClose={onClose}
        title={step && text ? t('journey.stepLabel', { step: step.id, title: text.title }) : ''}
        size="lg"
        stackId={STEP_STACK_ID}
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
            <StepSection title={t('journey.requiredActions')}>
              <StepActions actions={text.actions} />
            </StepSection>
            <StepSection title={t('journey.requiredDocuments')}>
              <JourneyDocuments step={step} />
            </StepSection>
            {step.id === CHECKS_STEP && (
              <StepSection title={t('journey.checks.title')}>
                <JourneyChecks />
              </StepSection>
            )}
            {step.id === HOME_ASSESSMENT_STEP && (
              <StepSection title={assessmentTitle}>
                <JourneyAssessment />
              </StepSection>
            )}
            {step.id === INTERVIEWS_STEP && (
              <StepSection title={t('interviews.title')}>
                <JourneyInterviews />
              </StepSection>
            )}
          </Stack>
        )}
      </Modal>
    </Modal.Stack>
  );
}
