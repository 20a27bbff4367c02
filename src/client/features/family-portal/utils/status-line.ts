import type { TFunction } from 'i18next';

/**
 * familyStatusLine() (shared/family-context/family-display) in English: 'Martinez Family · Step 4 of 8 ·
 * Document — 3 of 8 steps completed', or '… · Approved — 8 of 8 steps completed'.
 */
const STEP_LINE =
  /^(?<familyName>.+) · Step (?<step>\d+) of (?<total>\d+) · (?<stepName>.+) — (?<completed>\d+) of \d+ steps completed$/;
const APPROVED_LINE = /^(?<familyName>.+) · Approved — (?<completed>\d+) of (?<total>\d+) steps completed$/;

/**
 * The dashboard's status line in the family's language: the server's English line is read back into its facts
 * and worded again (`stepTitle` translates the step's name by its number); a line of another shape reads as sent.
 */
export function statusLineText(
  t: TFunction<'familyPortal'>,
  line: string,
  stepTitle: (stepId: number, english: string) => string,
): string {
  const approved = APPROVED_LINE.exec(line)?.groups;
  if (approved)
    return t('dashboard.statusLineApproved', {
      familyName: approved.familyName ?? '',
      completed: Number(approved.completed),
      total: Number(approved.total),
    });
  const current = STEP_LINE.exec(line)?.groups;
  if (!current) return line;
  const step = Number(current.step);
  return t('dashboard.statusLine', {
    familyName: current.familyName ?? '',
    step,
    total: Number(current.total),
    stepName: stepTitle(step, current.stepName ?? ''),
    completed: Number(current.completed),
  });
}
