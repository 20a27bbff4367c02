import type { TFunction } from 'i18next';
import type { FamilyDashboard } from '@shared/family-portal/family-portal.schema';

/**
 * The dashboard's status line in the family's language, from the facts the server words in English with
 * familyStatusLine() (shared/family-context/family-display): 'Martinez Family · Step 4 of 8 · Document — 3 of 8
 * steps completed', or '… · Approved — 8 of 8 steps completed'. `stepTitle` translates the step's name by its
 * number.
 */
export function statusLineText(
  t: TFunction<'familyPortal'>,
  dashboard: { family: Pick<FamilyDashboard['family'], 'familyName'>; progress: FamilyDashboard['progress'] },
  stepTitle: (stepId: number, english: string) => string,
): string {
  const { familyName } = dashboard.family;
  const { currentStep, totalSteps, stepName, completedSteps, approved } = dashboard.progress;
  if (approved)
    return t('dashboard.statusLineApproved', { familyName, completed: completedSteps, total: totalSteps });
  return t('dashboard.statusLine', {
    familyName,
    step: currentStep,
    total: totalSteps,
    stepName: stepTitle(currentStep, stepName),
    completed: completedSteps,
  });
}
