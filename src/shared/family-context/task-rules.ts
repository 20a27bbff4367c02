/** Whole days from today (UTC) to `due` (YYYY-MM-DD); negative when overdue. */
export function daysUntil(due: string, now: Date): number {
  const dueMs = Date.parse(`${due}T00:00:00Z`);
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((dueMs - todayMs) / 86_400_000);
}

export type TaskGroup = 'urgent' | 'upcoming';

/**
 * "What You Need to Do Now": urgent and high priority tasks, and anything overdue, are urgent; the rest
 * is upcoming.
 */
export function taskGroup(task: { priority: string; dueDate: string | null }, now: Date): TaskGroup {
  if (task.priority === 'urgent' || task.priority === 'high') return 'urgent';
  return task.dueDate !== null && daysUntil(task.dueDate, now) < 0 ? 'urgent' : 'upcoming';
}

/** Spec 01 §2: each task has a Take Action (urgent) or Start Task (upcoming) button. */
export function taskActionLabel(group: TaskGroup): 'Take Action' | 'Start Task' {
  return group === 'urgent' ? 'Take Action' : 'Start Task';
}

/** Within a group: earliest due first (no due date last), then by priority. */
export function compareTasks(
  a: { priority: string; dueDate: string | null },
  b: { priority: string; dueDate: string | null },
): number {
  const rank = ['urgent', 'high', 'medium', 'low'];
  const due = (t: { dueDate: string | null }) => t.dueDate ?? '9999-12-31';
  return due(a).localeCompare(due(b)) || rank.indexOf(a.priority) - rank.indexOf(b.priority);
}
