import { type ReactNode, Suspense, useState } from 'react';
import { Badge, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import type { TaskGroup } from '@shared/family-context/task-rules';
import type { FamilyTask } from '@shared/family-portal/family-portal.schema';
import { PATHS } from '@shared/paths';
import { QueryContent } from '@client/components/query-content';
import { useFamilyJourney, useFamilyTasks } from '../api/family-portal-queries';
import { useCompleteTask } from '../api/use-complete-task';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { useOpenItemForm } from '../hooks/use-open-item-form';
import { openTaskCount, taskDestination } from '../utils/task-display';
import { useDashboardActions } from './dashboard-actions';
import { CorrectionAnswerDialog, JourneyStepDialog } from './lazy-dialogs';
import { TaskItem } from './task-item';
import { TileCard, TileSkeleton } from './tile-card';

/**
 * Take Action / Start Task: the upload dialog preset to the task's item, the form of a form or e-signature item,
 * the current step's dialog, the course player of a course task, a correction's guided photo, or learning.
 */
function useTaskAction(openStep: (stepId: number | null) => void, openCorrection: (itemKey: string) => void) {
  const navigate = useNavigate();
  const { onUploadDocument } = useDashboardActions();
  const openForm = useOpenItemForm();
  return (task: FamilyTask) => {
    const destination = taskDestination(task);
    if (destination.kind === 'upload') {
      const { document } = destination;
      onUploadDocument(
        document ? { documentId: document.id, stepId: document.stepId, documentName: document.name } : null,
      );
    } else if (destination.kind === 'form') {
      const { document } = destination;
      void openForm({ id: document.id, name: document.name, type: document.kind });
    } else if (destination.kind === 'step') openStep(destination.stepId);
    else if (destination.kind === 'correction') openCorrection(destination.itemKey);
    else if (destination.kind === 'course') {
      void navigate(generatePath(PATHS.familyCoursePlayer, { enrollmentId: destination.enrollmentId }));
    } else void navigate(PATHS.familyLearning);
  };
}

interface TaskSectionProps {
  title: string;
  color: string;
  badgeColor: string;
  tasks: FamilyTask[];
  children: (task: FamilyTask) => ReactNode;
}

function TaskSection({ title, color, badgeColor, tasks, children }: TaskSectionProps) {
  if (tasks.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h6" c={color}>
        {title}{' '}
        <Badge color={badgeColor} variant="light" size="sm" ml={4}>
          {tasks.length}
        </Badge>
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {tasks.map(children)}
      </Stack>
    </Stack>
  );
}

/**
 * ActionCenter: "What You Need to Do Now", urgent tasks first. Tasks derived from documents open their item,
 * course tasks their course, corrections of the home assessment their guided photo; Mark Complete (manual tasks) is saved, hides the task and can be undone for a few
 * seconds.
 */
export function ActionCenterTile() {
  const { t } = useTranslation('familyPortal');
  const tasks = useFamilyTasks();
  const journey = useFamilyJourney();
  const completeTask = useCompleteTask();
  // undefined: no step dialog; null: the family's current step.
  const [stepId, setStepId] = useState<number | null | undefined>(undefined);
  const [correctionKey, setCorrectionKey] = useState<string | null>(null);
  const runAction = useTaskAction(setStepId, setCorrectionKey);
  const openStep =
    stepId === undefined
      ? null
      : (journey.data?.steps.find((step) => step.id === (stepId ?? journey.data.currentStep)) ?? null);
  const dialogOpenedOnce = useOpenedOnce(openStep !== null);
  const correctionOpenedOnce = useOpenedOnce(correctionKey !== null);
  const renderTask = (group: TaskGroup) => (task: FamilyTask) => (
    <TaskItem
      key={task.id}
      task={task}
      group={group}
      onAction={runAction}
      onComplete={() => completeTask.mutate(task)}
      completing={completeTask.isPending && completeTask.variables.id === task.id}
    />
  );
  const renderUrgent = renderTask('urgent');
  const renderUpcoming = renderTask('upcoming');

  return (
    <TileCard title={t('actionCenter.title')}>
      <QueryContent
        query={tasks}
        errorTitle={t('actionCenter.loadError')}
        loading={<TileSkeleton lines={5} />}
      >
        {(data) =>
          openTaskCount(data) === 0 ? (
            <Stack align="center" gap="xs" py="md" role="status">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <IconConfetti size={26} />
              </ThemeIcon>
              <Text fw={600}>{t('actionCenter.allCaughtUp')}</Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <TaskSection
                title={t('actionCenter.urgent')}
                color="red.9"
                badgeColor="red"
                tasks={data.urgent}
              >
                {renderUrgent}
              </TaskSection>
              <TaskSection
                title={t('actionCenter.upcoming')}
                color="blue.9"
                badgeColor="blue"
                tasks={data.upcoming}
              >
                {renderUpcoming}
              </TaskSection>
            </Stack>
          )
        }
      </QueryContent>
      {dialogOpenedOnce && (
        <Suspense fallback={null}>
          <JourneyStepDialog step={openStep} onClose={() => setStepId(undefined)} />
        </Suspense>
      )}
      {correctionOpenedOnce && (
        <Suspense fallback={null}>
          <CorrectionAnswerDialog itemKey={correctionKey} onClose={() => setCorrectionKey(null)} />
        </Suspense>
      )}
    </TileCard>
  );
}
