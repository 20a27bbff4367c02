import { useTranslation } from 'react-i18next';
import type { FamilyTask } from '@shared/family-portal/family-portal.schema';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import { stepTitleOf } from '../utils/journey-display';
import { taskDescription, taskTitle } from '../utils/task-display';

/** A task's title and description in the family's language (see taskTitle() and taskDescription()). */
export function useTaskText() {
  const { t, i18n } = useTranslation('familyPortal');
  const checklist = useChecklistText();
  return {
    title: (task: Pick<FamilyTask, 'title' | 'document' | 'course'>) => taskTitle(t, task, checklist.name),
    description: (task: Pick<FamilyTask, 'description' | 'document' | 'course'>) =>
      taskDescription(t, task, (stepId) => stepTitleOf(i18n, stepId)),
  };
}
