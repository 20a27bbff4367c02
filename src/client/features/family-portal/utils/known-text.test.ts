import { expect, test } from 'vitest';
import { BADGE_RULES } from '@shared/family-context/engagement-rules';
import { MOTIVATIONAL_QUOTES } from '@shared/family-context/motivational-quotes';
import { JOURNEY_STEP_CONTENT } from '@shared/journey/journey-content';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { knownText, knownValue } from '@client/lib/i18n/known-text';
import en from '../locales/en.json';
import { portalTranslations } from './test-i18n';

// A translation is shown only while the server still sends the English it was written from: when shared
// wording changes, this fails until the English file (and the translations) follow.
test('the English the journey, quote and badge translations were written from is the shared English', () => {
  for (const step of JOURNEY_STEPS) {
    const content = JOURNEY_STEP_CONTENT[step.id];
    expect(en.journey.steps[step.id]).toEqual({
      title: step.title,
      description: content.description,
      actions: Object.fromEntries(content.actions.map((action, index) => [String(index + 1), action])),
    });
  }
  expect(Object.values(en.quote.quotes)).toEqual(MOTIVATIONAL_QUOTES.map((quote) => quote.text));
  expect(en.gamification.badges).toEqual(
    Object.fromEntries(BADGE_RULES.map((b) => [b.id, { name: b.name, description: b.description }])),
  );
});

test('fixed wording is translated by its key while it is the known English', () => {
  const { i18n } = portalTranslations('vi');
  expect(knownText(i18n, 'gamification.badges.first-step.name', 'First Step')).toBe('Bước đầu tiên');
  expect(knownText(i18n, 'gamification.badges.first-step.name', 'First Steps')).toBe('First Steps');
  expect(knownText(i18n, 'gamification.badges.unknown.name', 'Brand New')).toBe('Brand New');
});

test('common words staff enter are translated; anything else reads as written', () => {
  const { i18n } = portalTranslations('es');
  expect(knownValue(i18n, 'household.relationships', 'Grandmother')).toBe('Abuela');
  expect(knownValue(i18n, 'household.relationships', 'Godmother')).toBe('Godmother');
  expect(knownValue(i18n, 'supportTeam.roles', 'Licensing Worker')).toBe('Trabajador de licencias');
  expect(knownValue(portalTranslations('en').i18n, 'stats.appointmentTypes', 'Home Visit')).toBe(
    'Home Visit',
  );
});
