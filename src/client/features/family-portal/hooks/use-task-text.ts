import { useTranslation } from 'react-i18next';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import { assessmentItemText } from '../utils/assessment-display';
import { stepTitleOf } from '../utils/journey-display';
import { taskDescription, taskTitle, type TaskFacts } from '../utils/task-display';

/** A task's title and description in the family's language (see taskTitle() and taskDescription()). */
export function useTaskText() {
  const { t, i18n } = useTranslation('familyPortal');
  const checklist = useChecklistText();
  return {
    title: (task: TaskFacts<'title'>) =>
      taskTitle(t, task, checklist.name, (correction) => assessmentItemText(i18n, correction).name),
    description: (task: TaskFacts<'description'>) =>
      taskDescription(t, task, (stepId) => stepTitleOf(i18n, stepId)),
  };
}
