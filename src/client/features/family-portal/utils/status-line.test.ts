import { expect, test } from 'vitest';
import { familyStatusLine } from '@shared/family-context/family-display';
import { statusLineText } from './status-line';
import { portalTranslations } from './test-i18n';

const english = (_step: number, title: string) => title;

test('the status line worded again in English is exactly the server’s', () => {
  const { t } = portalTranslations('en');
  for (const approved of [false, true]) {
    const line = familyStatusLine({
      familyName: 'Martinez Family',
      currentStep: 4,
      stepName: 'Document',
      completedSteps: approved ? 8 : 3,
      approved,
    });
    expect(statusLineText(t, line, english)).toBe(line);
  }
});

test('the status line reads in the family’s language, the step named by its number', () => {
  const line = familyStatusLine({
    familyName: 'Martinez Family',
    currentStep: 4,
    stepName: 'Document',
    completedSteps: 3,
    approved: false,
  });
  const steps: number[] = [];
  const stepTitle = (step: number) => {
    steps.push(step);
    return 'Documentar';
  };
  expect(statusLineText(portalTranslations('es').t, line, stepTitle)).toBe(
    'Martinez Family · Paso 4 de 8 · Documentar — 3 de 8 pasos completados',
  );
  expect(steps).toEqual([4]);
  const approved = familyStatusLine({
    familyName: 'Nguyen Family',
    currentStep: 8,
    stepName: 'Decide',
    completedSteps: 8,
    approved: true,
  });
  expect(statusLineText(portalTranslations('zh').t, approved, english)).toBe(
    'Nguyen Family · 已核准 — 已完成 8/8 步',
  );
});

test('a status line of another shape reads as sent', () => {
  expect(statusLineText(portalTranslations('es').t, 'Something new from the server', english)).toBe(
    'Something new from the server',
  );
});
