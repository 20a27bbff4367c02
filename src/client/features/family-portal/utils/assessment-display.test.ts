import { expect, test } from 'vitest';
import { DEFAULT_ASSESSMENT_ITEMS } from '@shared/home-assessment/home-assessment-rules';
import { CORRECTION_ANSWER_PHOTOS_MAX } from '@shared/home-assessment/home-assessment.limits';
import type { FamilyCorrection } from '@shared/home-assessment/home-assessment.schema';
import assessmentEn from '../locales/assessment/en.json';
import en from '../locales/en.json';
import {
  assessmentItemText,
  assessmentStatusText,
  correctionStatusText,
  type PickedPhoto,
  sortedCorrections,
  withPhoto,
} from './assessment-display';
import { assessmentTranslations, portalTranslations } from './test-i18n';

// A translation is shown only while the server still sends the English it was written from: when the seeded
// checklist's wording changes, this fails until the English file (and the translations) follow. The locale
// files' own test then asks every language for the same keys.
test('the English the checklist translations were written from is the seeded checklist', () => {
  expect(en.journey.assessment.items).toEqual(
    Object.fromEntries(DEFAULT_ASSESSMENT_ITEMS.map((item) => [item.key, { name: item.name }])),
  );
  expect(assessmentEn.journey.assessment.items).toEqual(
    Object.fromEntries(DEFAULT_ASSESSMENT_ITEMS.map((item) => [item.key, { guidance: item.guidance }])),
  );
});

test('a seeded item reads translated; one the agency added or renamed reads as the agency wrote it', () => {
  const { i18n } = portalTranslations('es');
  const seeded = DEFAULT_ASSESSMENT_ITEMS.find((item) => item.key === 'smoke_co_alarms');
  if (!seeded) throw new Error('no smoke alarms item');
  expect(
    assessmentItemText(i18n, { itemKey: seeded.key, name: seeded.name, guidance: seeded.guidance }),
  ).toEqual({
    name: 'Alarmas de humo y de monóxido de carbono que funcionen',
    guidance:
      'Cada alarma en el techo o en la pared, con la luz encendida después de presionar el botón de prueba.',
  });
  expect(
    assessmentItemText(i18n, {
      itemKey: seeded.key,
      name: 'Smoke alarms (each floor)',
      guidance: seeded.guidance,
    }).name,
  ).toBe('Smoke alarms (each floor)');
  expect(
    assessmentItemText(i18n, { itemKey: 'garage_door', name: 'Garage door sensor', guidance: 'The sensor.' }),
  ).toEqual({ name: 'Garage door sensor', guidance: 'The sensor.' });
  expect(
    assessmentItemText(i18n, { itemKey: 'garage_door', name: 'Garage door sensor', guidance: '' }).guidance,
  ).toBe('');
});

test('the assessment and each correction say where they are, in the family’s language', () => {
  const { t } = assessmentTranslations('en');
  const es = assessmentTranslations('es').t;
  expect(assessmentStatusText(t, { status: 'not_started', completedAt: null })).toMatch(/not started/);
  // The date itself is formatted in the page's language (formatDate), not the test's.
  expect(assessmentStatusText(es, { status: 'completed', completedAt: '2026-11-20T18:00:00Z' })).toMatch(
    /^La evaluación del hogar se terminó el .*2026\.$/,
  );
  expect(assessmentStatusText(es, { status: 'completed', completedAt: null })).toBe(
    'La evaluación del hogar está terminada.',
  );
  expect(correctionStatusText(t, { status: 'open', dueDate: '2026-12-10' })).toBe('To do by Dec 10, 2026');
  expect(correctionStatusText(t, { status: 'answered', dueDate: '2026-12-10' })).toBe(
    'Sent, waiting for your caseworker',
  );
  expect(correctionStatusText(t, { status: 'accepted', dueDate: '2026-12-10' })).toBe('Accepted');
  expect(correctionStatusText(es, { status: 'answered', dueDate: '2026-12-10' })).toBe(
    'Enviado, en espera de su trabajador social',
  );
});

const correction = (
  itemKey: string,
  status: FamilyCorrection['status'],
  dueDate: string,
): FamilyCorrection => ({
  itemKey,
  name: itemKey,
  guidance: '',
  note: 'Fix it',
  dueDate,
  status,
  staffReply: null,
  familyNote: null,
  answeredAt: null,
  photos: [],
});

test('the corrections to answer come first, soonest due first, then those waiting, then the accepted', () => {
  const rows = [
    correction('a', 'accepted', '2026-12-01'),
    correction('b', 'answered', '2026-12-02'),
    correction('c', 'open', '2026-12-20'),
    correction('d', 'open', '2026-12-05'),
  ];
  expect(sortedCorrections(rows).map((row) => row.itemKey)).toEqual(['d', 'c', 'b', 'a']);
});

test('an answer holds at most the photos the server takes', () => {
  const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
  let photos: PickedPhoto[] = [];
  for (let id = 0; id < CORRECTION_ANSWER_PHOTOS_MAX + 2; id++) photos = withPhoto(photos, { id, file });
  expect(photos.map((photo) => photo.id)).toEqual([0, 1, 2]);
});
