import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Journey } from '@shared/journey/journey.schema';
import type { MemberItems } from '@shared/member-accounts/member-accounts.schema';
import { auditLog, familyDocuments, sealedDocuments } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { pdfsig } from '../../testing/pdfsig';
import { readMail } from '../../testing/read-mail';
import { signaturePng } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { staffCreatedFamily } from '../../testing/test-families';

let t: TestApp;
let admin: string;
let ink: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  ink = await signaturePng();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (authorization: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers: authorization ? { authorization } : {} });

let counter = 0;

/** A family staff create: a primary applicant with a portal account, an adult who is not an applicant, a child. */
async function household() {
  counter += 1;
  const { familyId, family, memberIds } = await staffCreatedFamily(t.app, t.db, admin, {
    familyName: `Okafor ${counter} Family`,
    applicant: 'Ada Okafor',
    email: `ada-${counter}@example.org`,
    members: [
      { name: 'Chidi Okafor', role: 'adult', age: 58 },
      { name: 'Ife Okafor', role: 'child', age: 9 },
    ],
  });
  const id = (name: string) => memberIds.get(name)!;
  return {
    familyId,
    family,
    applicantId: id('Ada Okafor'),
    adultId: id('Chidi Okafor'),
    childId: id('Ife Okafor'),
  };
}

/** The adult accepts the e-mailed invitation: their own session. */
async function accept(email: string, password = 'quiet-harbour-lantern-58') {
  const mail = await readMail(t.outboxDir, email);
  const token = new URL(mail.link!).searchParams.get('token');
  const accepted = await call(null, 'POST', 'auth/invitations/accept', { token, password });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { mail, session: accepted.json(), authorization: `Bearer ${accepted.json().access_token}` };
}

test('an adult invited by the applicant signs in to their own account and signs their own RFA 01B there; the seal says who', async () => {
  const { familyId, family, adultId } = await household();
  const invited = await call(family, 'POST', `family/household/members/${adultId}/account`, {
    email: 'Chidi.Okafor@example.org',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  expect(invited.json()).toMatchObject({
    memberId: adultId,
    email: 'chidi.okafor@example.org',
    status: 'invited',
  });

  const { mail, session, authorization: member } = await accept('chidi.okafor@example.org');
  expect(mail.subject).toBe('Your own account on the Haven family portal');
  expect(mail.text).toContain('Hello Chidi Okafor');
  expect(session.user).toMatchObject({
    kind: 'family',
    familyId,
    memberId: adultId,
    memberName: 'Chidi Okafor',
  });
  const me = (await call(member, 'GET', 'auth/me')).json();
  expect(me.user).toMatchObject({ memberId: adultId, memberName: 'Chidi Okafor' });
  expect((await call(family, 'GET', 'family/household/accounts')).json()).toEqual([
    expect.objectContaining({ memberId: adultId, status: 'active' }),
  ]);

  // Their own items only: the RFA 01B, photo ID and Live Scan that are theirs, none of the applicant's.
  const own = (await call(member, 'GET', 'family/member/items')).json() as MemberItems;
  expect(own.member).toEqual({ id: adultId, name: 'Chidi Okafor' });
  const ownIds = new Set(own.items.map((item) => item.id));
  const rows = await t.db.select().from(familyDocuments).where(eq(familyDocuments.familyId, familyId));
  expect(own.items.length).toBeGreaterThan(0);
  expect(
    rows
      .filter((r) => r.householdMemberId === adultId)
      .map((r) => r.id)
      .sort(),
  ).toEqual([...ownIds].sort());
  const statement = own.items.find((item) => /RFA 01B/.test(item.documentName));
  expect(statement).toMatchObject({ fillsOnline: true, status: 'pending' });
  const upload = own.items.find((item) => /Photo ID/.test(item.documentName));
  expect(upload).toMatchObject({ fillsOnline: false, stepId: 1, expires: false });

  // The applicants' own items are out of reach: 404, as if they did not exist.
  const applicantsItem = rows.find((r) => r.householdMemberId !== adultId && r.documentType === 'e-sign');
  expect(
    (await call(member, 'POST', `family/signing/checklist-items/${applicantsItem!.id}/open`)).statusCode,
  ).toBe(404);

  const opened = await call(member, 'POST', `family/signing/checklist-items/${statement!.id}/open`);
  expect(opened.statusCode, opened.body).toBe(200);
  const documentId = opened.json().documentId as string;
  const page = (await call(member, 'GET', `family/signing/documents/${documentId}`)).json();
  expect(page.signers).toEqual([
    expect.objectContaining({ role: 'member', name: 'Chidi Okafor', canSign: true }),
  ]);
  // The applicant's session still cannot sign for the adult.
  const applicantView = (await call(family, 'GET', `family/signing/documents/${documentId}`)).json();
  expect(applicantView.signers[0].canSign).toBe(false);
  // Nor can the adult send signing links (the applicants' tool).
  expect(
    (
      await call(member, 'POST', `family/signing/documents/${documentId}/signers/member/link`, {
        email: 'x@example.org',
      })
    ).statusCode,
  ).toBe(403);

  const formData = {
    applicant_name: 'Chidi Okafor',
    date_of_birth: '1968-02-11',
    convicted: 'No',
    certify: true,
  };
  expect(
    (await call(member, 'PUT', `family/signing/documents/${documentId}/form`, { formData })).statusCode,
  ).toBe(200);
  const signed = await call(member, 'POST', `family/signing/documents/${documentId}/signatures`, {
    role: 'member',
    signatureData: ink,
    consent: true,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().fullySigned).toBe(true);
  const submitted = await call(member, 'POST', `family/signing/documents/${documentId}/submit`, { formData });
  expect(submitted.statusCode, submitted.body).toBe(200);

  const [sealed] = await t.db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.documentId, documentId));
  expect(sealed!.signers).toEqual([
    expect.objectContaining({ role: 'member', name: 'Chidi Okafor', signedVia: 'family_session' }),
  ]);
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, documentId), eq(auditLog.action, 'signing.signed')));
  expect(audit).toMatchObject({ actorEmail: 'chidi.okafor@example.org', actorUserId: session.user.id });
  const pdf = await call(member, 'GET', `family/signing/documents/${documentId}/sealed/${sealed!.version}`);
  expect(pdf.statusCode).toBe(200);
  expect(await pdfsig(pdf.rawPayload)).toContain('Signature Validation: Signature is Valid.');
  // The applicants see it signed by the adult.
  const journey = (await call(family, 'GET', 'family/journey')).json() as Journey;
  const item = journey.steps.flatMap((s) => s.documents).find((d) => d.id === statement!.id);
  expect(item?.status).not.toBe('pending');
});

test("an adult's own account reads nothing of the family's and hands in files only for its own items", async () => {
  const { family, adultId } = await household();
  await call(family, 'POST', `family/household/members/${adultId}/account`, {
    email: `own-${counter}@example.org`,
  });
  const { authorization: member } = await accept(`own-${counter}@example.org`);
  for (const url of [
    'family/dashboard',
    'family/journey',
    'family/documents',
    'family/household',
    'family/references',
  ])
    expect((await call(member, 'GET', url)).statusCode, url).toBe(403);
  expect((await call(member, 'GET', 'family/household/accounts')).statusCode).toBe(403);
  expect(
    (
      await call(member, 'POST', `family/household/members/${adultId}/account`, {
        email: 'again@example.org',
      })
    ).statusCode,
  ).toBe(403);

  // An upload must name one of their own items.
  const upload = (documentId?: string) => {
    const boundary = 'haven-member-upload';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body =
      part('stepId', '2') +
      part('documentName', 'Photo ID') +
      (documentId ? part('documentId', documentId) : '') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`;
    return t.app.inject({
      method: 'POST',
      url: '/api/family/documents',
      payload: body,
      headers: { authorization: member, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  expect((await upload()).statusCode).toBe(404);
  const applicants = (await call(family, 'GET', 'family/journey')).json() as Journey;
  const notTheirs = applicants.steps.flatMap((s) => s.documents).find((d) => d.memberName !== 'Chidi Okafor');
  expect((await upload(notTheirs!.id)).statusCode).toBe(404);
});

test('who can be invited, again, elsewhere, and removing an account ends its sessions', async () => {
  const { familyId, family, applicantId, adultId, childId } = await household();
  const invite = (who: string, memberId: string, email: string) =>
    who === 'family'
      ? call(family, 'POST', `family/household/members/${memberId}/account`, { email })
      : call(admin, 'POST', `staff/families/${familyId}/members/${memberId}/account`, { email });

  for (const memberId of [childId, applicantId]) {
    const refused = await invite('family', memberId, `nobody-${counter}@example.org`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  }
  // Bad input: a malformed address or id; another family's member is 404.
  expect((await invite('family', adultId, 'not-an-address')).statusCode).toBe(400);
  expect(
    (await call(family, 'POST', 'family/household/members/nope/account', { email: 'a@example.org' }))
      .statusCode,
  ).toBe(400);
  const elsewhere = await household();
  expect((await invite('family', elsewhere.adultId, 'x@example.org')).statusCode).toBe(404);
  // An address of another account is taken.
  expect((await invite('family', adultId, 'admin@haven.demo')).json().code).toBe('EMAIL_TAKEN');

  // Staff invite; a second invitation to another address replaces the first.
  expect((await invite('staff', adultId, `first-${counter}@example.org`)).statusCode).toBe(201);
  expect((await invite('staff', adultId, `second-${counter}@example.org`)).statusCode).toBe(201);
  const accounts = (await call(admin, 'GET', `staff/families/${familyId}/member-accounts`)).json();
  expect(accounts).toEqual([
    expect.objectContaining({ email: `second-${counter}@example.org`, status: 'invited' }),
  ]);
  const stale = await readMail(t.outboxDir, `first-${counter}@example.org`);
  const staleAccept = await call(null, 'POST', 'auth/invitations/accept', {
    token: new URL(stale.link!).searchParams.get('token'),
    password: 'quiet-harbour-lantern-58',
  });
  expect(staleAccept.statusCode).toBe(400);

  const { authorization: member } = await accept(`second-${counter}@example.org`);
  const again = await invite('family', adultId, `third-${counter}@example.org`);
  expect(again.statusCode).toBe(409);
  expect(again.json().code).toBe('CONFLICT');

  expect((await call(member, 'GET', 'family/member/items')).statusCode).toBe(200);
  expect((await call(family, 'DELETE', `family/household/members/${adultId}/account`)).statusCode).toBe(204);
  expect((await call(member, 'GET', 'family/member/items')).statusCode).toBe(401);
  expect((await call(family, 'GET', 'family/household/accounts')).json()).toEqual([]);
  expect(
    (await call(admin, 'DELETE', `staff/families/${familyId}/members/${adultId}/account`)).statusCode,
  ).toBe(404);
  const trail = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.familyId, familyId), eq(auditLog.objectId, adultId)));
  expect(trail.map((row) => row.action)).toEqual(
    expect.arrayContaining(['family.member_account_invited', 'family.member_account_removed']),
  );
});
