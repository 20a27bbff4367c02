import type { FamilyTask, FamilyTasks, TaskDocument } from '@shared/family-portal/family-portal.schema';
import { formatDays } from '@client/lib/format';

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
  if (daysUntilDue > 1) return `Due in ${formatDays(daysUntilDue)}`;
  return `Overdue by ${formatDays(-daysUntilDue)}`;
}

/** Where a task's Take Action / Start Task button leads. */
export type TaskDestination =
  /** The upload dialog, preset to the task's document (null: the family picks the item staff meant). */
  | { kind: 'upload'; document: TaskDocument | null }
  /** A journey step's dialog (its forms and e-signatures); null stepId is the family's current step. */
  | { kind: 'step'; stepId: number | null }
  | { kind: 'learning' };

/**
 * A task derived from a document opens exactly that item: the upload dialog preset to it, or the step that
 * holds the form or e-signature. Manual tasks: uploads open the upload dialog, reading belongs to the learning
 * journey, and forms and appointments to the current step's list of required actions.
 */
export function taskDestination(task: Pick<FamilyTask, 'type' | 'document'>): TaskDestination {
  const { document } = task;
  if (document) {
    return document.kind === 'upload'
      ? { kind: 'upload', document }
      : { kind: 'step', stepId: document.stepId };
  }
  switch (task.type) {
    case 'upload':
      return { kind: 'upload', document: null };
    case 'review':
      return { kind: 'learning' };
    case 'form':
    case 'schedule':
      return { kind: 'step', stepId: null };
  }
}
