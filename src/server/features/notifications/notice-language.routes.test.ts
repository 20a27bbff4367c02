import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { NotificationList } from '@shared/notifications/notifications.schema';
import { familyDocuments, notifications } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';
import { readMail } from '../../testing/read-mail';
import { enqueueJob } from '../../lib/jobs/job-queue';
import { scanDocumentExpiry } from '../document-expiry/document-expiry.service';
import { NOTICE_EMAIL_JOB } from './notify-family';

/**
 * A notice is kept as its kind and params: the bell (client) and the e-mail (here) word it in the family's
 * language; the English wording is kept with it, unchanged.
 */
let t: TestApp;
let family: Awaited<ReturnType<typeof createTestFamily>>;
let staff = '';
let familyCaller = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobs.runUntilIdle();
  family = await createTestFamily(t.db, { email: 'familia.ruiz@example.org', surname: 'Ruiz' });
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  familyCaller = (await signInFamily(t.app, 'familia.ruiz@example.org', TEST_PASSWORD)).authorization;
  // The family chose Spanish in its language menu.
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/family/preferences',
    headers: { authorization: familyCaller },
    payload: { preferredLanguage: 'es' },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function handedIn(documentName: string) {
  const [row] = await t.db
    .insert(familyDocuments)
    .values({ familyId: family.family.id, documentName, status: 'submitted', submittedAt: new Date() })
    .returning({ id: familyDocuments.id });
  return row!.id;
}

const bell = async (): Promise<NotificationList> =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/family/notifications',
      headers: { authorization: familyCaller },
    })
  ).json();

test('a rejection is e-mailed in Spanish to a Spanish-speaking family, the seeded item named in Spanish; the reason goes in as staff wrote it', async () => {
  const id = await handedIn('Proof of Income');
  const reason = 'The pay stub is cut off at the bottom.';
  const rejected = await t.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${id}/review`,
    headers: { authorization: staff },
    payload: { decision: 'reject', reason },
  });
  expect(rejected.statusCode).toBe(200);
  await t.app.jobs.runUntilIdle();

  const mail = await readMail(t.outboxDir, 'familia.ruiz@example.org');
  expect(mail.subject).toBe('Se rechazó el documento Comprobante de ingresos');
  expect(mail.contentLanguage).toBe('es');
  expect(mail.text).toBe(
    `Hola, Pat Ruiz:\n\nSe rechazó el documento Comprobante de ingresos.\nMotivo: ${reason}\n\nSuba una copia nueva aquí:\nhttp://haven.test/family?upload=${id}\n\nTambién puede encontrar este mensaje en la campana de su portal para familias de Haven.\n`,
  );
  // The bell gets what it words the notice from, and keeps the English wording.
  const [item] = (await bell()).items;
  expect(item).toMatchObject({
    kind: 'document_rejected',
    title: 'Proof of Income was rejected',
    body: `Reason: ${reason}`,
    params: { documentName: 'Proof of Income', memberName: null, reason, expiresOn: null },
  });
});

test('an expiry reminder is worded in the language the family reads when it is sent', async () => {
  const id = await handedIn('CPR Certificate');
  await t.db
    .update(familyDocuments)
    .set({ status: 'approved', approvedAt: new Date(), expiresOn: '2027-01-05' })
    .where(eq(familyDocuments.id, id));
  await t.app.inject({
    method: 'PUT',
    url: '/api/family/preferences',
    headers: { authorization: familyCaller },
    payload: { preferredLanguage: 'tl' },
  });
  t.clock.now = new Date('2026-11-06T08:00:00Z');
  try {
    await scanDocumentExpiry(t.app.ctx);
    await t.app.jobs.runUntilIdle();
  } finally {
    t.clock.now = null;
  }
  const mail = await readMail(t.outboxDir, 'familia.ruiz@example.org');
  expect(mail.contentLanguage).toBe('tl');
  expect(mail.subject).toBe('Mag-e-expire ang inyong CPR Certificate sa Ene 5, 2027');
  expect(mail.text).toContain('Mag-upload po ng bagong kopya bago ang petsang iyon.');
  expect(mail.text).toContain(`I-upload ang bagong kopya dito:\nhttp://haven.test/family?upload=${id}`);
});

test('a notice stored before params were kept shows and is e-mailed in its English wording', async () => {
  const id = await handedIn('Floor Plan');
  const [row] = await t.db
    .insert(notifications)
    .values({
      familyId: family.family.id,
      kind: 'document_rejected',
      title: 'Floor Plan was rejected',
      body: 'Reason: Too dark.',
      link: `/family?upload=${id}`,
      documentId: id,
    })
    .returning({ id: notifications.id });
  await enqueueJob(t.db, NOTICE_EMAIL_JOB, { notificationId: row!.id }, { runAt: new Date() });
  await t.app.jobs.runUntilIdle();
  const mail = await readMail(t.outboxDir, 'familia.ruiz@example.org');
  expect(mail.subject).toBe('Floor Plan was rejected');
  expect(mail.contentLanguage).toBe('en');
  expect(mail.text).toContain(
    'Floor Plan was rejected.\nReason: Too dark.\n\nPlease upload a new copy here:',
  );
  expect((await bell()).items.find((item) => item.id === row!.id)).toMatchObject({
    title: 'Floor Plan was rejected',
    params: null,
  });
});
