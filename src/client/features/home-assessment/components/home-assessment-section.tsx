import { Alert, Badge, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconLock } from '@tabler/icons-react';
import { permissionsOnFamily } from '@shared/auth/permissions';
import type { StaffHomeAssessment } from '@shared/home-assessment/home-assessment.schema';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth/use-auth';
import { formatDate } from '@client/lib/format';
import { statusLook } from '@client/lib/status-looks';
import { useCompleteAssessment } from '../api/use-complete-assessment';
import { useHomeAssessment } from '../api/use-home-assessment';
import { figuresLine } from '../utils/item-draft';
import { AssessmentItemCard } from './assessment-item-card';

function AssessmentHeader({ assessment }: { assessment: StaffHomeAssessment }) {
  const look = statusLook('homeAssessment', assessment.status);
  const { figures } = assessment;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4">
          Home environment assessment
        </Title>
        <Badge color={look.color} variant="light" size="lg">
          {look.label}
        </Badge>
      </Group>
      <Text size="sm">{figuresLine(figures)}</Text>
      <Progress
        value={figures.total === 0 ? 0 : (figures.checked / figures.total) * 100}
        aria-label={`${figures.checked} of ${figures.total} items checked`}
        color={assessment.status === 'completed' ? 'teal' : 'blue'}
      />
      {assessment.completedAt && (
        <Alert color="teal" variant="light" icon={<IconLock size={18} aria-hidden />} p="sm">
          Completed on {formatDate(assessment.completedAt)}
          {assessment.completedByName ? ` by ${assessment.completedByName}` : ''}. The checklist can no longer
          be changed.
        </Alert>
      )}
    </Stack>
  );
}

function CompleteAssessment({ familyId, assessment }: { familyId: string; assessment: StaffHomeAssessment }) {
  const completion = useCompleteAssessment(familyId);
  const { open } = assessment.figures;

  function confirm() {
    openConfirmModal({
      title: 'Complete assessment',
      children: (
        <Text size="sm">
          Sign off the home environment assessment? Every item is checked and every correction accepted; the
          checklist is locked afterwards.
        </Text>
      ),
      labels: { confirm: 'Complete assessment', cancel: 'Cancel' },
      onConfirm: completion.complete,
    });
  }

  return (
    <Stack gap="xs">
      {completion.isError && (
        <Alert color="red" variant="light" p="sm" title="Not completed">
          {errorMessage(completion.error)}
        </Alert>
      )}
      <Button size="lg" onClick={confirm} disabled={open > 0} loading={completion.isPending} fullWidth>
        Complete assessment
      </Button>
      {open > 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {open === 1 ? 'One item is' : `${open} items are`} still open: check every item and accept every
          correction first.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The Home Study tab's home environment assessment, done on a phone during the visit: the status and figures,
 * each checklist item as a card that saves on its own, and Complete assessment once nothing is open.
 */
export function HomeAssessmentSection({ familyId }: { familyId: string }) {
  const query = useHomeAssessment(familyId);
  const { permissions } = useAuth();
  const records = permissionsOnFamily(permissions).includes('manage_families');
  return (
    <QueryContent
      query={query}
      errorTitle="Unable to load the home assessment"
      loadingLabel="Loading the home assessment"
    >
      {(assessment) => {
        const editable = records && assessment.status !== 'completed';
        return (
          <Stack gap="md" component="section" aria-label="Home environment assessment">
            <AssessmentHeader assessment={assessment} />
            {assessment.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                The checklist has no items. Add them in System Configuration.
              </Text>
            ) : (
              <Stack component="ul" gap="sm" m={0} p={0}>
                {assessment.items.map((item) => (
                  <AssessmentItemCard key={item.key} familyId={familyId} item={item} editable={editable} />
                ))}
              </Stack>
            )}
            {editable && <CompleteAssessment familyId={familyId} assessment={assessment} />}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
