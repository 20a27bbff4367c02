import { asc, eq, isNotNull } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { conditionProblem } from '@shared/signing/form-rules';
import { createTestDatabase } from '../../testing/test-database';
import { documentRequirements, documentTemplates } from '../schema';
import { DEFAULT_TEMPLATES, REFERENCE_TEMPLATE } from './form-templates';
import { seedDatabase } from './index';

const silent = { info: () => {} };

// Each test seeds a fresh database twice: seconds each on a busy machine.

test('a production seed has the default form templates and one reference questionnaire, and the checklist items filled online name theirs', async () => {
  const { db, close } = await createTestDatabase();
  await seedDatabase(db, { demo: false, logger: silent });
  await seedDatabase(db, { demo: false, logger: silent });
  const templates = await db.select({ name: documentTemplates.templateName }).from(documentTemplates);
  // Seeded twice, still one of each.
  expect(templates.map((t) => t.name).sort()).toEqual(
    [...DEFAULT_TEMPLATES, REFERENCE_TEMPLATE].map((t) => t.templateName).sort(),
  );
  const linked = await db
    .select({ item: documentRequirements.name, template: documentTemplates.templateName })
    .from(documentRequirements)
    .innerJoin(documentTemplates, eq(documentTemplates.id, documentRequirements.templateId))
    .where(isNotNull(documentRequirements.templateId))
    .orderBy(asc(documentRequirements.stepId), asc(documentRequirements.position));
  expect(linked).toEqual([
    { item: 'Resource Family Application (RFA 01A)', template: 'RFA 01A Resource Family Application' },
    {
      item: 'Criminal Record Statement (RFA 01B)',
      template: 'RFA 01B Resource Family Applicant Criminal Record Statement',
    },
    {
      item: 'LIC 627 Consent for Emergency Medical Treatment',
      template: 'LIC 627 Consent for Emergency Medical Treatment',
    },
  ]);
  await close();
}, 60_000);

test('staff edits to the templates survive the next start, and an item staff unlinked stays unlinked', async () => {
  const { db, close } = await createTestDatabase();
  await seedDatabase(db, { demo: false, logger: silent });
  await db
    .update(documentTemplates)
    .set({ isActive: false })
    .where(eq(documentTemplates.templateName, 'Discipline Policy Acknowledgement'));
  await db
    .update(documentRequirements)
    .set({ templateId: null })
    .where(eq(documentRequirements.name, 'Criminal Record Statement (RFA 01B)'));
  await seedDatabase(db, { demo: false, logger: silent });
  const [discipline] = await db
    .select({ isActive: documentTemplates.isActive })
    .from(documentTemplates)
    .where(eq(documentTemplates.templateName, 'Discipline Policy Acknowledgement'));
  expect(discipline?.isActive).toBe(false);
  const [rfa01b] = await db
    .select({ templateId: documentRequirements.templateId })
    .from(documentRequirements)
    .where(eq(documentRequirements.name, 'Criminal Record Statement (RFA 01B)'));
  expect(rfa01b?.templateId).toBeNull();
  await close();
}, 60_000);

test('the default templates’ conditions hold: RFA 01B asks for the convictions only after Yes (issue 44)', () => {
  for (const template of DEFAULT_TEMPLATES)
    expect(conditionProblem(template.formFields), template.templateName).toBeNull();
  const rfa01b = DEFAULT_TEMPLATES.find((t) => t.templateName.startsWith('RFA 01B'));
  expect(rfa01b?.formFields.find((f) => f.name === 'conviction_details')?.showWhen).toEqual({
    field: 'convicted',
    equals: 'Yes',
  });
});
