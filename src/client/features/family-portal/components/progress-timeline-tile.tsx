import { Accordion, Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAMILY_JOURNEY_ANCHOR } from '@shared/paths';
import type { JourneyDocument } from '@shared/journey/journey.schema';
import { QueryContent } from '@client/components/query-content';
import { STATUS_LOOKS } from '@client/lib/status-looks';
import { useFamilyJourney } from '../api/family-portal-queries';
import { stepText, stepTiming, uploadRequestFor } from '../utils/journey-display';
import { useFocusOnAnchor } from '../hooks/use-focus-on-anchor';
import { useOpenItemForm } from '../hooks/use-open-item-form';
import { useDashboardActions } from './dashboard-actions';
import { CHECKS_STEP, JourneyChecks } from './journey-checks';
import { JourneyDocuments, StepActions } from './journey-documents';
import { StepCircle } from './step-circle';
import { TileCard, TileSkeleton } from './tile-card';

/**
 * Upload documents open the upload dialog; forms and e-signatures open their form, or show the spec's alert when
 * the item has no form to fill online. A pending or rejected or expired item is filled (or replaced) by the
 * upload; one already handed in gets another file under its name.
 */
function useOpenDocument() {
  const { onUploadDocument } = useDashboardActions();
  const openForm = useOpenItemForm();
  return (document: JourneyDocument, stepId: number) =>
    document.type === 'upload' ? onUploadDocument(uploadRequestFor(document, stepId)) : openForm(document);
}

/** ProgressTimeline: the approval progress tile, every step expandable to its documents and actions. */
export function ProgressTimelineTile() {
  const { t, i18n } = useTranslation('familyPortal');
  const { t: tApp } = useTranslation('app');
  const journey = useFamilyJourney();
  const openDocument = useOpenDocument();
  useFocusOnAnchor(FAMILY_JOURNEY_ANCHOR, journey.isSuccess);
  const currentStep = journey.data?.steps.find(
    (step) => step.status === 'in-progress' || step.status === 'needs-revision',
  );

  return (
    <TileCard title={t('progress.title')} id={FAMILY_JOURNEY_ANCHOR}>
      <QueryContent query={journey} errorTitle={t('journey.loadError')} loading={<TileSkeleton lines={6} />}>
        {({ steps, percent, completedSteps, totalSteps }) => (
          <Stack gap="md">
            <Stack gap={6}>
              <Group justify="space-between" align="baseline">
                <Text fz={28} fw={700} lh={1}>
                  {percent}%
                </Text>
                <Text size="sm" c="dimmed">
                  {t('progress.stepsCompleted', { completed: completedSteps, total: totalSteps })}
                </Text>
              </Group>
              <Progress
                value={percent}
                size="lg"
                radius="xl"
                aria-label={t('progress.progressLabel', { percent })}
              />
            </Stack>
            {/* A closed step's documents are rendered when it opens: kept, they were 0.4 of the page's nodes. */}
            <Accordion
              variant="separated"
              radius="md"
              defaultValue={currentStep ? String(currentStep.id) : null}
              keepMounted={false}
            >
              {steps.map((step) => {
                const timing = stepTiming(t, step);
                const text = stepText(i18n, step);
                return (
                  <Accordion.Item key={step.id} value={String(step.id)}>
                    <Accordion.Control icon={<StepCircle step={step} size={28} />}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Stack gap={0}>
                          <Text fw={600} size="sm">
                            {t('journey.stepLabel', { step: step.id, title: text.title })}
                          </Text>
                          {timing && (
                            <Text size="xs" c="dimmed">
                              {timing}
                            </Text>
                          )}
                        </Stack>
                        <Badge
                          color={STATUS_LOOKS.journey[step.status].color}
                          variant="light"
                          size="sm"
                          visibleFrom="xs"
                        >
                          {tApp(`status.journey.${step.status}`)}
                        </Badge>
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="md">
                        <Text size="sm">{text.description}</Text>
                        <Stack gap="xs">
                          <Title order={3} fz="h6">
                            {t('journey.documents')}
                          </Title>
                          <JourneyDocuments
                            step={step}
                            onOpen={(document) => void openDocument(document, step.id)}
                          />
                        </Stack>
                        <Stack gap="xs">
                          <Title order={3} fz="h6">
                            {t('journey.requiredActions')}
                          </Title>
                          <StepActions actions={text.actions} />
                        </Stack>
                        {step.id === CHECKS_STEP && (
                          <Stack gap="xs">
                            <Title order={3} fz="h6">
                              {t('journey.checks.title')}
                            </Title>
                            <JourneyChecks />
                          </Stack>
                        )}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          </Stack>
        )}
      </QueryContent>
    </TileCard>
  );
}
