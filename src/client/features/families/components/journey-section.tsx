import { Accordion, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Journey, JourneyDocument, JourneyStep } from '@shared/journey/journey.schema';
import { formatDate, formatDays } from '@client/lib/format';
import { StatusBadge } from '@client/components/status-badge';
import { DOCUMENT_TYPE_LABELS } from '../utils/family-labels';

function stepTiming(step: JourneyStep): string | null {
  if (step.completedDate) return `Completed on ${formatDate(step.completedDate)}`;
  if (step.daysRemaining !== null) {
    return step.daysRemaining < 0
      ? `Overdue by ${formatDays(-step.daysRemaining)}`
      : `${formatDays(step.daysRemaining)} remaining`;
  }
  return null;
}

function JourneyDocumentItem({ document }: { document: JourneyDocument }) {
  const owner = document.memberName ?? document.group;
  return (
    <Stack gap={2} component="li" py={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <div>
          <Text size="sm" fw={500}>
            {document.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[DOCUMENT_TYPE_LABELS[document.type], owner, document.required ? null : 'Optional']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <StatusBadge kind="document" status={document.rawStatus} />
      </Group>
      {document.rejectionReason && (
        <Text size="xs" c="red.9">
          Rejection reason: {document.rejectionReason}
        </Text>
      )}
    </Stack>
  );
}

function StepPanel({ step }: { step: JourneyStep }) {
  const timing = stepTiming(step);
  return (
    <Stack gap="sm">
      <Text size="sm">{step.description}</Text>
      {timing && (
        <Text size="sm" fw={600}>
          {timing}
        </Text>
      )}
      <div>
        <Title order={3} fz="sm" mb={4}>
          Documents
        </Title>
        {step.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents for this step.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {step.documents.map((document) => (
              <JourneyDocumentItem key={document.id} document={document} />
            ))}
          </Stack>
        )}
      </div>
      {step.actions.length > 0 && (
        <div>
          <Title order={3} fz="sm" mb={4}>
            Required actions
          </Title>
          <List size="sm" spacing={4}>
            {step.actions.map((action) => (
              <List.Item key={action}>{action}</List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

/** The 8 steps with their status; the current step starts open. */
export function JourneySection({ journey }: { journey: Journey }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {journey.completedSteps} of {journey.totalSteps} steps completed · {journey.percent}%
      </Text>
      <Accordion
        order={2}
        key={journey.currentStep}
        multiple
        variant="separated"
        defaultValue={[String(journey.currentStep)]}
      >
        {journey.steps.map((step) => (
          <Accordion.Item key={step.id} value={String(step.id)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="sm" pr="xs">
                <Text fw={600} size="sm">
                  Step {step.id} · {step.title}
                </Text>
                <StatusBadge kind="journey" status={step.status} />
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <StepPanel step={step} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
