import { expect, test } from 'vitest';
import { familyAssistant } from '../family-assistant';
import type { AssistantFacts } from './assistant-facts';
import { familyFacts } from './assistant-facts.fixture';

const now = new Date('2026-03-13T18:00:00Z');
const noTrigger = {
  daysInactive: 1,
  chattedWithin24h: false,
  backgroundChecks: [],
  progressPercent: 37,
} satisfies Partial<AssistantFacts>;
const triggerOf = (overrides: Parameters<typeof familyFacts>[1]) =>
  familyAssistant.proactive(familyFacts('en', { ...noTrigger, ...overrides }), now)?.trigger ?? null;

test('triggers in the spec’s order: stuck on documents, training reminder, check update, celebration', () => {
  const all = {
    daysInactive: 8,
    chattedWithin24h: true,
    backgroundChecks: [{ type: 'FBI', status: 'processing', expectedDate: '2026-03-12' }],
    progressPercent: 50,
    activeWithinDay: true,
  } satisfies Partial<AssistantFacts>;
  expect(triggerOf(all)).toBe('stuck_on_documents');
  expect(triggerOf({ ...all, daysInactive: 7 })).toBe('training_reminder');
  expect(triggerOf({ ...all, daysInactive: 7, chattedWithin24h: false })).toBe('background_check_update');
  expect(triggerOf({ ...all, daysInactive: 7, chattedWithin24h: false, backgroundChecks: [] })).toBe(
    'celebration',
  );
  expect(triggerOf({})).toBeNull();
});

test('each trigger needs all of its conditions', () => {
  expect(triggerOf({ daysInactive: 30, missingDocuments: [] })).toBeNull();
  expect(
    triggerOf({
      chattedWithin24h: true,
      training: { completedHours: 40, requiredHours: 40, openCourses: [] },
    }),
  ).toBeNull();
  expect(
    triggerOf({ backgroundChecks: [{ type: 'FBI', status: 'processing', expectedDate: '2026-03-14' }] }),
  ).toBeNull();
  expect(
    triggerOf({ backgroundChecks: [{ type: 'FBI', status: 'completed', expectedDate: '2026-03-01' }] }),
  ).toBeNull();
  expect(triggerOf({ progressPercent: 50, activeWithinDay: false })).toBeNull();
  expect(triggerOf({ progressPercent: 0 })).toBeNull();
  expect(triggerOf({ progressPercent: 100 })).toBe('celebration');
});

test('the stuck message names what is missing and links each item, in the family’s language', () => {
  const message = familyAssistant.proactive(familyFacts('es', { daysInactive: 9 }), now);
  expect(message?.content).toBe(
    'Hola, Maria: han pasado 9 días desde su última visita. Todavía faltan 2 documentos: Acta de nacimiento y Comprobante de ingresos. Toque Abrir escáner para enviarlos en un minuto.',
  );
  expect(message?.quickActions.map((action) => action.label)).toEqual([
    'Volver a subir Pet Vaccination Records',
    'Subir Acta de nacimiento',
    'Subir Comprobante de ingresos',
  ]);
});
