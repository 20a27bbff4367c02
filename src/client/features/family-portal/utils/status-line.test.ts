import { expect, test } from 'vitest';
import { familyStatusLine } from '@shared/family-context/family-display';
import { TOTAL_JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { statusLineText } from './status-line';
import { portalTranslations } from './test-i18n';

const english = (_step: number, title: string) => title;

/** What GET /api/family/dashboard sends for the line: the family's name and its progress facts. */
const dashboard = (familyName: string, currentStep: number, stepName: string, approved: boolean) => ({
  family: { familyName },
  progress: {
    currentStep,
    totalSteps: TOTAL_JOURNEY_STEPS,
    stepName,
    completedSteps: approved ? TOTAL_JOURNEY_STEPS : currentStep - 1,
    approved,
  },
});

test('worded from its facts in English, the status line is exactly the server’s', () => {
  const { t } = portalTranslations('en');
  for (const approved of [false, true]) {
    const facts = dashboard('Martinez Family', approved ? 8 : 4, approved ? 'Decide' : 'Document', approved);
    expect(statusLineText(t, facts, english)).toBe(
      familyStatusLine({ familyName: facts.family.familyName, ...facts.progress }),
    );
  }
});

test('the status line reads in the family’s language, the step named by its number', () => {
  const steps: number[] = [];
  const stepTitle = (step: number) => {
    steps.push(step);
    return 'Documentar';
  };
  expect(
    statusLineText(portalTranslations('es').t, dashboard('Martinez Family', 4, 'Document', false), stepTitle),
  ).toBe('Martinez Family · Paso 4 de 8 · Documentar — 3 de 8 pasos completados');
  expect(steps).toEqual([4]);
  expect(
    statusLineText(portalTranslations('zh').t, dashboard('Nguyen Family', 8, 'Decide', true), english),
  ).toBe('Nguyen Family · 已核准 — 已完成 8/8 步');
});
