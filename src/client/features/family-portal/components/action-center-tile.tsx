import type { ReactNode } from 'react';
import { Badge, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { FamilyTask } from '@shared/family-portal/family-portal.schema';
import { PATHS } from '@shared/paths';
import { QueryContent } from '@client/components/query-content';
import { useFamilyTasks } from '../api/family-portal-queries';
import { useCompleteTask } from '../api/use-complete-task';
import { useContactCaseworker } from '../hooks/use-contact-caseworker';
import { openTaskCount, taskDestination } from '../utils/task-display';
import { useDashboardActions } from './dashboard-actions';
import { TaskItem } from './task-item';
import { TileCard, TileSkeleton } from './tile-card';

function useTaskAction() {
  const navigate = useNavigate();
  const { onUploadDocument } = useDashboardActions();
  const contactCaseworker = useContactCaseworker();
  return (task: FamilyTask) => {
    const destination = taskDestination(task.type);
    if (destination === 'upload') onUploadDocument(null);
    else if (destination === 'documents') void navigate(PATHS.familyDocuments);
    else if (destination === 'learning') void navigate(PATHS.familyLearning);
    else contactCaseworker?.(task.title);
  };
}

interface TaskGroupProps {
  title: string;
  color: string;
  badgeColor: string;
  tasks: FamilyTask[];
  children: (task: FamilyTask) => ReactNode;
}

function TaskGroup({ title, color, badgeColor, tasks, children }: TaskGroupProps) {
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

/** ActionCenter: "What You Need to Do Now", urgent tasks first; Mark Complete is saved and hides the task. */
export function ActionCenterTile() {
  const tasks = useFamilyTasks();
  const completeTask = useCompleteTask();
  const runAction = useTaskAction();
  const renderTask = (task: FamilyTask) => (
    <TaskItem
      key={task.id}
      task={task}
      onAction={runAction}
      onComplete={() => completeTask.mutate(task.id)}
      completing={completeTask.isPending && completeTask.variables === task.id}
    />
  );

  return (
    <TileCard title="What You Need to Do Now">
      <QueryContent query={tasks} errorTitle="Unable to load your tasks" loading={<TileSkeleton lines={5} />}>
        {(data) =>
          openTaskCount(data) === 0 ? (
            <Stack align="center" gap="xs" py="md" role="status">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <IconConfetti size={26} />
              </ThemeIcon>
              <Text fw={600}>All caught up!</Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <TaskGroup title="Urgent" color="red.9" badgeColor="red" tasks={data.urgent}>
                {renderTask}
              </TaskGroup>
              <TaskGroup title="Upcoming" color="blue.9" badgeColor="blue" tasks={data.upcoming}>
                {renderTask}
              </TaskGroup>
            </Stack>
          )
        }
      </QueryContent>
    </TileCard>
  );
}
