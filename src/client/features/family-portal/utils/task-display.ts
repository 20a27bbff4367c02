import type { TFunction } from 'i18next';
import type { TaskGroup } from '@shared/family-context/task-rules';
import type {
  FamilyTask,
  FamilyTasks,
  TaskCorrection,
  TaskCourse,
  TaskDocument,
} from '@shared/family-portal/family-portal.schema';
import { rejectionReasonIn } from '@shared/documents/rejection-reasons';
import { currentLanguage } from '@client/lib/i18n/language';

/**
 * What a task's words and button are made of: the fields `K` and the facts it was derived from (a row of the
 * shared task rules that names no correction is a task of another source).
 */
export type TaskFacts<K extends keyof FamilyTask> = Pick<FamilyTask, K | 'document' | 'course'> &
  Partial<Pick<FamilyTask, 'correction'>>;

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
export function dueLabel(t: TFunction<'familyPortal'>, daysUntilDue: number | null): string | null {
  if (daysUntilDue === null) return null;
  if (daysUntilDue === 0) return t('tasks.dueToday');
  if (daysUntilDue === 1) return t('tasks.dueTomorrow');
  if (daysUntilDue > 1) return t('tasks.dueIn', { count: daysUntilDue });
  return t('tasks.overdueBy', { count: -daysUntilDue });
}

/** The button of a task by the group it is listed in: Take Action (urgent) or Start Task (upcoming). */
export function taskActionLabel(t: TFunction<'familyPortal'>, group: TaskGroup): string {
  return group === 'urgent' ? t('tasks.takeAction') : t('tasks.startTask');
}

/** How a derived task's title starts, by what the item is and why it is asked for (task-rules' VERBS). */
function documentTitle(t: TFunction<'familyPortal'>, document: TaskDocument, name: string): string {
  const again = document.reason !== 'pending';
  switch (document.kind) {
    case 'upload':
      if (document.reason === 'expired') return t('tasks.documentTitles.uploadNewCopy', { document: name });
      return again
        ? t('tasks.documentTitles.uploadAgain', { document: name })
        : t('tasks.documentTitles.upload', { document: name });
    case 'form':
      return again
        ? t('tasks.documentTitles.formAgain', { document: name })
        : t('tasks.documentTitles.form', { document: name });
    case 'e-sign':
      return again
        ? t('tasks.documentTitles.eSignAgain', { document: name })
        : t('tasks.documentTitles.eSign', { document: name });
  }
}

/** A course task's sentences (courseTaskText() in task-rules); the course title stays as authored. */
function courseTitle(t: TFunction<'familyPortal'>, course: TaskCourse): string {
  return course.started
    ? t('tasks.courseTitles.continue', { course: course.title })
    : t('tasks.courseTitles.start', { course: course.title });
}

function courseDescription(t: TFunction<'familyPortal'>, course: TaskCourse): string {
  const percent = course.progressPercentage;
  if (course.isRequired) {
    return course.started
      ? t('tasks.courseDescriptions.requiredProgress', { percent })
      : t('tasks.courseDescriptions.requiredNotStarted');
  }
  return course.started
    ? t('tasks.courseDescriptions.assignedProgress', { percent })
    : t('tasks.courseDescriptions.assignedNotStarted');
}

/**
 * A task's title in the family's language. The server words a derived task in English from its document,
 * course or correction (documentTasks() and courseTasks() in shared/family-context/task-rules) and sends their
 * facts beside it; the title is worded here from those facts, with the document's or the checklist item's
 * translated name (a course's title stays as authored). A task staff wrote reads as written.
 */
export function taskTitle(
  t: TFunction<'familyPortal'>,
  task: TaskFacts<'title'>,
  documentName: (english: string) => string,
  itemName: (correction: TaskCorrection) => string = (correction) => correction.name,
): string {
  const { document, course, correction } = task;
  if (correction) return t('tasks.correctionTitle', { name: itemName(correction) });
  if (course) return courseTitle(t, course);
  if (!document) return task.title;
  const title = documentTitle(t, document, documentName(document.name));
  return document.memberName
    ? t('tasks.documentTitles.forMember', { title, member: document.memberName })
    : title;
}

/**
 * A task's description in the family's language: a derived task's is worded again from its document, with
 * staff's rejection reason as written; a correction's is the caseworker's note of what to fix, and a task staff
 * wrote, as written.
 */
export function taskDescription(
  t: TFunction<'familyPortal'>,
  task: TaskFacts<'description'>,
  stepTitle: (stepId: number) => string,
): string {
  const { document, course, correction } = task;
  if (correction) return correction.note;
  if (course) return courseDescription(t, course);
  if (!document) return task.description;
  switch (document.reason) {
    case 'rejected':
      return document.rejectionReason
        ? t('tasks.documentDescriptions.rejectedWithReason', {
            reason: rejectionReasonIn(currentLanguage(), document.rejectionReason),
          })
        : t('tasks.documentDescriptions.rejected');
    case 'expired':
      return t('tasks.documentDescriptions.expired');
    case 'pending':
      return t('tasks.documentDescriptions.pending', {
        step: document.stepId,
        stepTitle: stepTitle(document.stepId),
      });
  }
}

/** Where a task's Take Action / Start Task button leads. */
export type TaskDestination =
  /** The upload dialog, preset to the task's document (null: the family picks the item staff meant). */
  | { kind: 'upload'; document: TaskDocument | null }
  /** A journey step's dialog (its required actions); null stepId is the family's current step. */
  | { kind: 'step'; stepId: number | null }
  /** The form of a form or e-signature item: the signing page the Document Center opens for it. */
  | { kind: 'form'; document: TaskDocument }
  | { kind: 'learning' }
  /** The course player of one enrollment (it starts or continues the course). */
  | { kind: 'course'; enrollmentId: string }
  /** The guided photo answering one of the home assessment's corrections. */
  | { kind: 'correction'; itemKey: string };

/**
 * A task derived from a document opens exactly that item: the upload dialog preset to it, or its form (the
 * same signing page the journey and the Document Center open); a course task opens its course player, a
 * correction its guided photo. Manual
 * tasks: uploads open the upload dialog, reading belongs to the learning journey, and forms and appointments to
 * the current step's list of required actions.
 */
export function taskDestination(task: TaskFacts<'type'>): TaskDestination {
  const { document, course, correction } = task;
  if (correction) return { kind: 'correction', itemKey: correction.itemKey };
  if (course) return { kind: 'course', enrollmentId: course.enrollmentId };
  if (document) {
    return document.kind === 'upload' ? { kind: 'upload', document } : { kind: 'form', document };
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
