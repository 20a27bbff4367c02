import { Accordion, Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JourneyDocument } from '@shared/journey/journey.schema';
import { QueryContent } from '@client/components/query-content';
import { STATUS_LOOKS } from '@client/lib/status-looks';
import { useFamilyJourney } from '../api/family-portal-queries';
import { documentMessage, stepTiming, uploadRequestFor } from '../utils/journey-display';
import { useDashboardActions } from './dashboard-actions';
import { JourneyDocuments, StepActions } from './journey-documents';
import { StepCircle } from './step-circle';
import { TileCard, TileSkeleton } from './tile-card';

/**
 * Upload documents open the upload dialog; forms and e-signatures only show the spec's alert. A pending or
 * rejected or expired item is filled (or replaced) by the upload; one already handed in gets another file under its name.
 */
function useOpenDocument() {
  const { onUploadDocument } = useDashboardActions();
  return (document: JourneyDocument, stepId: number) => {
    const message = documentMessage(document);
    if (message) {
      notifications.show({ color: 'blue', title: document.name, message });
      return;
    }
    onUploadDocument(uploadRequestFor(document, stepId));
  };
}

/** ProgressTimeline: the approval progress tile, every step expandable to its documents and actions. */
export function ProgressTimelineTile() {
  const journey = useFamilyJourney();
  const openDocument = useOpenDocument();
  const currentStep = journey.data?.steps.find(
    (step) => step.status === 'in-progress' || step.status === 'needs-revision',
  );

  return (
    <TileCard title="Approval Progress">
      <QueryContent
        query={journey}
        errorTitle="Unable to load your journey"
        loading={<TileSkeleton lines={6} />}
      >
        {({ steps, percent, completedSteps, totalSteps }) => (
          <Stack gap="md">
            <Stack gap={6}>
              <Group justify="space-between" align="baseline">
                <Text fz={28} fw={700} lh={1}>
                  {percent}%
                </Text>
                <Text size="sm" c="dimmed">
                  {completedSteps} of {totalSteps} steps completed
                </Text>
              </Group>
              <Progress value={percent} size="lg" radius="xl" aria-label={`Approval progress ${percent}%`} />
            </Stack>
            <Accordion
              variant="separated"
              radius="md"
              defaultValue={currentStep ? String(currentStep.id) : null}
            >
              {steps.map((step) => {
                const timing = stepTiming(step);
                return (
                  <Accordion.Item key={step.id} value={String(step.id)}>
                    <Accordion.Control icon={<StepCircle step={step} size={28} />}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Stack gap={0}>
                          <Text fw={600} size="sm">
                            Step {step.id}: {step.title}
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
                          {STATUS_LOOKS.journey[step.status].label}
                        </Badge>
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="md">
                        <Text size="sm">{step.description}</Text>
                        <Stack gap="xs">
                          <Title order={3} fz="h6">
                            Documents
                          </Title>
                          <JourneyDocuments
                            step={step}
                            onOpen={(document) => openDocument(document, step.id)}
                          />
                        </Stack>
                        <Stack gap="xs">
                          <Title order={3} fz="h6">
                            Required Actions
                          </Title>
                          <StepActions actions={step.actions} />
                        </Stack>
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
