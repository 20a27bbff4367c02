import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyDocuments } from '../../db/schema';
import { DEMO_FAMILY_CASE_NUMBER, DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { signInFamily, storedKeys, textImage } from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';
import { type IntakeSmtpListener, startIntakeSmtp } from './intake-smtp';

/**
 * The e-mail intake (issue 50): a real SMTP conversation with nodemailer against the listener on a random port,
 * then the staff queue and its filing through the upload path.
 */
let t: TestApp;
let listener: IntakeSmtpListener;
let staff = '';
let photo: Buffer;
const MAX_BYTES = 2 * 1024 * 1024;
const INTAKE = 'documents@haven-agency.org';

beforeAll(async () => {
  t = await createTestApp();
  listener = await startIntakeSmtp(
    t.app.ctx,
    { port: 0, host: '127.0.0.1', maxBytes: MAX_BYTES },
    pino({ level: 'silent' }),
  );
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  photo = await textImage({ lines: ['Pay stub'], width: 640, height: 300 });
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const send = (message: SendMailOptions) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true })
    .sendMail({ from: 'ana.family@example.org', to: INTAKE, ...message });

type Queue = {
  items: {
    id: string;
    filename: string;
    status: string;
    subject: string;
    family: { id: string; caseNumber: string } | null;
    refusedReason: string | null;
    hasFile: boolean;
    filedTo: { documentName: string } | null;
  }[];
  total: number;
  intakeAddress: string;
};
const queue = async (view = 'open', authorization = staff) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/staff/document-intake?view=${view}`,
      headers: { authorization },
    })
  ).json() as Queue;
const post = (url: string, authorization = staff, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });

test('mail naming a case number queues each attachment for that family; one the upload checks refuse shows why', async () => {
  const info = await send({
    subject: `Documents for ${DEMO_FAMILY_CASE_NUMBER}`,
    text: 'Here are my pay stubs.',
    attachments: [
      { filename: 'pay-stub.jpg', content: photo, contentType: 'image/jpeg' },
      { filename: 'invoice.pdf', content: Buffer.from('<!doctype html><html><script>x()</script></html>') },
    ],
  });
  expect(info.accepted).toEqual([INTAKE]);
  const { items, intakeAddress } = await queue();
  expect(intakeAddress).toBe(INTAKE);
  const waiting = items.find((item) => item.filename === 'pay-stub.jpg');
  expect(waiting).toMatchObject({ status: 'waiting', hasFile: true, family: { id: DEMO_FAMILY_ID } });
  const refused = items.find((item) => item.filename === 'invoice.pdf');
  expect(refused).toMatchObject({ status: 'refused', hasFile: false, family: { id: DEMO_FAMILY_ID } });
  expect(refused!.refusedReason).toMatch(/not supported|hidden content/i);
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/staff/document-intake/${waiting!.id}/file`,
    headers: { authorization: staff },
  });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/jpeg');
  expect(file.rawPayload.equals(photo)).toBe(true);
  expect(
    (await post(`/api/staff/document-intake/${refused!.id}/file`, staff, { documentId: randomUUID() }))
      .statusCode,
  ).toBe(409);
});

test('mail without a known case number waits unmatched; another recipient, a message over the limit and one without attachments are refused', async () => {
  await send({
    subject: 'My documents (case HVN-1999-9999)',
    attachments: [{ filename: 'license.png', content: await textImage({ lines: ['ID'], format: 'png' }) }],
  });
  expect((await queue()).items.find((item) => item.filename === 'license.png')).toMatchObject({
    status: 'waiting',
    family: null,
  });
  const before = (await queue()).total;
  await expect(
    send({
      to: 'someone@haven-agency.org',
      subject: 'x',
      attachments: [{ filename: 'a.jpg', content: photo }],
    }),
  ).rejects.toMatchObject({ responseCode: 550 });
  await expect(
    send({ subject: 'big', attachments: [{ filename: 'big.jpg', content: Buffer.alloc(MAX_BYTES + 1) }] }),
  ).rejects.toMatchObject({ responseCode: 552 });
  await expect(send({ subject: DEMO_FAMILY_CASE_NUMBER, text: 'no files' })).rejects.toMatchObject({
    responseCode: 550,
  });
  expect((await queue()).total).toBe(before);
});

test("staff file an attachment to a family's item through the upload path: the family reads it as added by staff", async () => {
  const attachment = (await queue()).items.find((item) => item.filename === 'pay-stub.jpg')!;
  const slots = (
    await t.app.inject({
      method: 'GET',
      url: `/api/staff/families/${DEMO_FAMILY_ID}/upload-slots`,
      headers: { authorization: staff },
    })
  ).json() as { id: string; documentName: string; status: string }[];
  const slot = slots.find((s) => s.status === 'pending')!;
  const intakeKey = expect.stringMatching(new RegExp(`^document-intake/${attachment.id}_`));
  expect(await storedKeys(t.config.dataDir)).toContainEqual(intakeKey);
  const filed = await post(`/api/staff/document-intake/${attachment.id}/file`, staff, {
    documentId: slot.id,
  });
  expect(filed.statusCode).toBe(201);
  expect(filed.json()).toMatchObject({ documentId: slot.id, status: 'submitted' });
  const [row] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, slot.id));
  expect(row).toMatchObject({ status: 'submitted', mimeType: 'image/jpeg', fileAddedBy: expect.any(String) });
  expect(await storedKeys(t.config.dataDir)).not.toContainEqual(intakeKey);
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, slot.id), eq(auditLog.action, 'document.uploaded')));
  expect(audit!.details).toMatchObject({ addedBy: 'email' });
  const family = await signInFamily(t.app);
  const own = (
    await t.app.inject({ method: 'GET', url: '/api/family/documents', headers: { authorization: family } })
  ).json() as { id: string; addedByStaff: boolean }[];
  expect(own.find((d) => d.id === slot.id)).toMatchObject({ addedByStaff: true });
  expect((await queue('handled')).items.find((item) => item.id === attachment.id)).toMatchObject({
    status: 'filed',
    filedTo: { documentName: slot.documentName },
  });
  expect(
    (await post(`/api/staff/document-intake/${attachment.id}/file`, staff, { documentId: slot.id }))
      .statusCode,
  ).toBe(409);
});

test('staff discard an attachment; staff without manage_documents and families are refused the queue', async () => {
  const attachment = (await queue()).items.find((item) => item.filename === 'license.png')!;
  await createStaffUser(t.db, { email: 'intake.none@example.org', roles: ['staff'] });
  const none = (await signIn(t.app, 'intake.none@example.org', TEST_PASSWORD)).authorization;
  const family = await signInFamily(t.app);
  for (const authorization of [none, family]) {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/document-intake', headers: { authorization } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/staff/document-intake/${attachment.id}/discard`, authorization)).statusCode,
    ).toBe(403);
  }
  expect((await post(`/api/staff/document-intake/${attachment.id}/discard`)).statusCode).toBe(204);
  expect((await post(`/api/staff/document-intake/${attachment.id}/discard`)).statusCode).toBe(409);
  expect((await queue()).items.some((item) => item.id === attachment.id)).toBe(false);
  expect((await queue('handled')).items.find((item) => item.id === attachment.id)).toMatchObject({
    status: 'discarded',
  });
});
