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

/** What documentTasks() reads of a requested document. */
export interface TaskDocumentFacts {
  id: string;
  stepId: number;
  documentName: string;
  documentType: 'upload' | 'form' | 'e-sign';
  required: boolean;
  status: string;
  dueDate: string | null;
  rejectionReason: string | null;
  memberName: string | null;
}

/** A task derived from a document, before the due-date figures and the button label are added. */
export interface DocumentTaskRow {
  id: string;
  source: 'document';
  title: string;
  description: string;
  priority: 'urgent' | 'high' | 'medium';
  dueDate: string | null;
  type: 'upload' | 'form';
  assignedBy: null;
  course: null;
  correction: null;
  document: {
    id: string;
    stepId: number;
    name: string;
    kind: TaskDocumentFacts['documentType'];
    memberName: string | null;
    reason: 'rejected' | 'expired' | 'pending';
    /** Staff's reason as written, for a rejected item; the description quotes it. */
    rejectionReason: string | null;
  };
}

const VERBS: Record<TaskDocumentFacts['documentType'], { first: string; again: string }> = {
  upload: { first: 'Upload', again: 'Upload a new' },
  form: { first: 'Complete', again: 'Complete again:' },
  'e-sign': { first: 'Sign', again: 'Sign again:' },
};

function documentTask(
  d: TaskDocumentFacts,
  reason: DocumentTaskRow['document']['reason'],
  stepTitle: string,
): DocumentTaskRow {
  const verbs = VERBS[d.documentType];
  const forWhom = d.memberName ? ` for ${d.memberName}` : '';
  const texts = {
    rejected: {
      title: `${verbs.again} ${d.documentName}${forWhom}`,
      description: d.rejectionReason
        ? `Rejected — please upload again. Reason: ${d.rejectionReason}`
        : 'Rejected — please upload again.',
      priority: 'urgent' as const,
    },
    expired: {
      title: `${d.documentType === 'upload' ? 'Upload a new copy of' : verbs.again} ${d.documentName}${forWhom}`,
      description: 'The approved copy has expired and needs a new copy.',
      priority: 'high' as const,
    },
    pending: {
      title: `${verbs.first} ${d.documentName}${forWhom}`,
      description: `Requested for step ${d.stepId}: ${stepTitle}.`,
      priority: 'medium' as const,
    },
  }[reason];
  return {
    id: d.id,
    source: 'document',
    ...texts,
    dueDate: d.dueDate,
    type: d.documentType === 'upload' ? 'upload' : 'form',
    assignedBy: null,
    course: null,
    correction: null,
    document: {
      id: d.id,
      stepId: d.stepId,
      name: d.documentName,
      kind: d.documentType,
      memberName: d.memberName,
      reason,
      rejectionReason: reason === 'rejected' ? d.rejectionReason || null : null,
    },
  };
}

/**
 * The tasks a family's documents ask for, computed on every read (nothing is stored, so a task goes away by
 * itself once its item is handed in): every rejected item and every expired item, whatever the step, and the
 * required items of the current step that nothing has been handed in for yet. An approved family has none
 * pending. `stepTitle` names a step for the description.
 */
export function documentTasks(
  documents: readonly TaskDocumentFacts[],
  position: { currentStep: number; approved: boolean },
  stepTitle: (stepId: number) => string,
): DocumentTaskRow[] {
  const tasks: DocumentTaskRow[] = [];
  for (const d of documents) {
    const title = stepTitle(d.stepId);
    if (d.status === 'rejected' || d.status === 'expired') tasks.push(documentTask(d, d.status, title));
    else if (d.status === 'pending' && d.required && !position.approved && d.stepId === position.currentStep)
      tasks.push(documentTask(d, 'pending', title));
  }
  return tasks;
}

/** What courseTasks() reads of one of the family's enrollments (with its assignment). */
export interface TaskEnrollmentFacts {
  id: string;
  courseId: string;
  courseTitle: string;
  status: string;
  progressPercentage: number;
  isRequired: boolean;
  dueDate: string | null;
}

/** A course task opens its course within this many days of the due date (high priority). */
export const COURSE_DUE_SOON_DAYS = 7;

/** A task derived from an enrollment, before the due-date figures and the button label are added. */
export interface CourseTaskRow {
  id: string;
  source: 'course';
  title: string;
  description: string;
  priority: 'urgent' | 'high' | 'medium';
  dueDate: string | null;
  type: 'review';
  assignedBy: null;
  document: null;
  correction: null;
  course: {
    enrollmentId: string;
    courseId: string;
    title: string;
    started: boolean;
    isRequired: boolean;
    progressPercentage: number;
  };
}

/** Overdue is urgent, due within COURSE_DUE_SOON_DAYS high, anything else (no due date included) medium. */
export function coursePriority(dueDate: string | null, now: Date): CourseTaskRow['priority'] {
  if (dueDate === null) return 'medium';
  const days = daysUntil(dueDate, now);
  if (days < 0) return 'urgent';
  return days <= COURSE_DUE_SOON_DAYS ? 'high' : 'medium';
}

/** The English sentences of a course task; the family's client words the same facts in its language. */
export function courseTaskText(course: CourseTaskRow['course']): { title: string; description: string } {
  const kind = course.isRequired ? 'A required course' : 'A course assigned to you';
  return {
    title: `${course.started ? 'Continue' : 'Start'} the course: ${course.title}`,
    description: course.started
      ? `${kind}, ${course.progressPercentage}% complete.`
      : `${kind}, not started yet.`,
  };
}

/**
 * The tasks a family's courses ask for, computed on every read like documentTasks(): every enrollment that is
 * not completed and that staff made required or gave a due date. Completing the course ends the task.
 */
export function courseTasks(enrollments: readonly TaskEnrollmentFacts[], now: Date): CourseTaskRow[] {
  return enrollments
    .filter((e) => e.status !== 'completed' && (e.isRequired || e.dueDate !== null))
    .map((e) => {
      const course = {
        enrollmentId: e.id,
        courseId: e.courseId,
        title: e.courseTitle,
        started: e.status === 'in_progress',
        isRequired: e.isRequired,
        progressPercentage: e.progressPercentage,
      };
      return {
        id: e.id,
        source: 'course',
        ...courseTaskText(course),
        priority: coursePriority(e.dueDate, now),
        dueDate: e.dueDate,
        type: 'review',
        assignedBy: null,
        document: null,
        course,
        correction: null,
      };
    });
}

/** What correctionTasks() reads of an open correction of the home assessment. */
export interface TaskCorrectionFacts {
  itemKey: string;
  name: string;
  note: string;
  dueDate: string | null;
}

/** A task derived from a correction, before the due-date figures and the button label are added. */
export interface CorrectionTaskRow {
  id: string;
  source: 'correction';
  title: string;
  description: string;
  priority: 'urgent' | 'high';
  dueDate: string | null;
  type: 'upload';
  assignedBy: null;
  document: null;
  course: null;
  correction: { itemKey: string; name: string; note: string };
}

/**
 * The tasks the home assessment's open corrections ask for: fix the item and send a photo of it (high, urgent
 * once overdue). Sending the photos ends the task; asking again brings it back. The task's id is the result
 * row's.
 */
export function correctionTasks(
  corrections: readonly (TaskCorrectionFacts & { id: string })[],
  now: Date,
): CorrectionTaskRow[] {
  return corrections.map((c) => ({
    id: c.id,
    source: 'correction',
    title: `Fix: ${c.name}`,
    description: c.note,
    priority: c.dueDate !== null && daysUntil(c.dueDate, now) < 0 ? 'urgent' : 'high',
    dueDate: c.dueDate,
    type: 'upload',
    assignedBy: null,
    document: null,
    course: null,
    correction: { itemKey: c.itemKey, name: c.name, note: c.note },
  }));
}
