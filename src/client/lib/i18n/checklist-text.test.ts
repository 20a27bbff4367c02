import { createInstance } from 'i18next';
import { expect, test } from 'vitest';
import { checklistText } from './checklist-text';

const INCOME = 'Recent pay stubs, a tax return or benefit letters for the household.';

async function instance(language: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: {
        checklist: {
          'Proof of Income': { name: 'Proof of Income', description: INCOME },
          'Employer Reference Letter': { name: 'Employer Reference Letter' },
        },
      },
      es: {
        checklist: {
          'Proof of Income': {
            name: 'Comprobante de ingresos',
            description:
              'Talones de pago recientes, una declaración de impuestos o cartas de beneficios del hogar.',
          },
          'Employer Reference Letter': { name: 'Carta de referencia del empleador' },
        },
      },
    },
  });
  return i18n;
}

test('a seeded item reads in the page language, name and description', async () => {
  const text = checklistText(await instance('es'));
  expect(text.name('Proof of Income')).toBe('Comprobante de ingresos');
  expect(text.description('Proof of Income', INCOME)).toBe(
    'Talones de pago recientes, una declaración de impuestos o cartas de beneficios del hogar.',
  );
});

test('an item staff added or renamed reads as written', async () => {
  const text = checklistText(await instance('es'));
  expect(text.name('Proof of Income (2025)')).toBe('Proof of Income (2025)');
  expect(text.description('Proof of Income (2025)', INCOME)).toBe(INCOME);
});

test('a description staff rewrote under the seeded name stays as written', async () => {
  const text = checklistText(await instance('es'));
  expect(text.description('Proof of Income', 'Your last two pay stubs.')).toBe('Your last two pay stubs.');
  expect(text.description('Employer Reference Letter', 'On company letterhead.')).toBe(
    'On company letterhead.',
  );
  expect(text.description('Proof of Income', null)).toBeNull();
});

test('English, and a language whose texts have not arrived, show the checklist as stored', async () => {
  expect(checklistText(await instance('en')).name('Proof of Income')).toBe('Proof of Income');
  const text = checklistText(await instance('vi'));
  expect(text.name('Proof of Income')).toBe('Proof of Income');
  expect(text.description('Proof of Income', INCOME)).toBe(INCOME);
});
