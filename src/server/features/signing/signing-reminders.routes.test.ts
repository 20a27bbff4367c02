import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, latestMail, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { startTemplate } from '../../testing/signing-fixtures';
import { TEST_PASSWORD } from '../../testing/test-users';
import { families, notifications } from '../../db/schema';

let t: TestApp;
let familyId: string;
let documentId: string;
const EMAIL = 'family.signing-reminders@example.org';

/** The scheduled daily run at `iso`: enqueue what is due, run the jobs. */
async function dailyRunAt(iso: string) {
  t.clock.now = new Date(iso);
  await t.app.jobs.runDueSchedules();
  await t.app.jobs.runUntilIdle();
}

const reminders = () =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.familyId, familyId), eq(notifications.kind, 'signing_reminder')));

beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobs.runUntilIdle();
  const created = await createTestFamily(t.db, { email: EMAIL, surname: 'Reminder' });
  familyId = created.family.id;
  await t.db.update(families).set({ preferredLanguage: 'es' }).where(eq(families.id, familyId));
  t.clock.now = new Date('2027-03-01T09:00:00Z');
  const { authorization } = await signInFamily(t.app, EMAIL, TEST_PASSWORD);
  ({ documentId } = await startTemplate(t.app, authorization, 'Agency Confidentiality Agreement'));
});
afterAll(async () => {
  await t.close();
});

test('a started, unsigned form is reminded 3 days after starting, then weekly, in the bell and by e-mail in the family language', async () => {
  await dailyRunAt('2027-03-03T10:00:00Z');
  expect(await reminders()).toHaveLength(0);

  await dailyRunAt('2027-03-04T10:00:00Z');
  const [first] = await reminders();
  expect(first).toMatchObject({ documentId, link: `/documents/sign/${documentId}` });
  const mail = await latestMail(t.outboxDir, EMAIL);
  expect(mail.raw).toContain('espera su firma');

  await dailyRunAt('2027-03-08T10:00:00Z');
  expect(await reminders()).toHaveLength(1);
  await dailyRunAt('2027-03-11T10:00:00Z');
  expect(await reminders()).toHaveLength(2);
});
