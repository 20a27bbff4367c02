import type { FamilyTask, FamilyTasks } from '@shared/family-portal/family-portal.schema';

/** The task list after one task was marked complete (it is hidden at once). */
export function withoutTask(tasks: FamilyTasks, taskId: string): FamilyTasks {
  return {
    urgent: tasks.urgent.filter((task) => task.id !== taskId),
    upcoming: tasks.upcoming.filter((task) => task.id !== taskId),
  };
}

export function openTaskCount(tasks: FamilyTasks): number {
  return tasks.urgent.length + tasks.upcoming.length;
}

/** 'Due today', 'Due tomorrow', 'Due in 5 days', 'Overdue by 2 days'; null without a due date. */
export function dueLabel(daysUntilDue: number | null): string | null {
  if (daysUntilDue === null) return null;
  if (daysUntilDue === 0) return 'Due today';
  if (daysUntilDue === 1) return 'Due tomorrow';
  if (daysUntilDue > 1) return `Due in ${daysUntilDue} days`;
  const late = -daysUntilDue;
  return `Overdue by ${late} ${late === 1 ? 'day' : 'days'}`;
}

/** Where a task's Take Action / Start Task button leads. */
export type TaskDestination = 'upload' | 'documents' | 'learning' | 'contact';

/**
 * Uploads open the upload dialog; forms live in Documents & Signing; reading belongs to the learning
 * journey; scheduling is arranged with the caseworker.
 */
export function taskDestination(type: FamilyTask['type']): TaskDestination {
  switch (type) {
    case 'upload':
      return 'upload';
    case 'form':
      return 'documents';
    case 'review':
      return 'learning';
    case 'schedule':
      return 'contact';
  }
}
