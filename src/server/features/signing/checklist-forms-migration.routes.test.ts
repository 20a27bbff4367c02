import fs from 'node:fs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Journey, JourneyDocument } from '@shared/journey/journey.schema';
import type { Signer } from '@shared/signing/signing.schema';
import { documentRequirements, documentTemplates, familyDocuments, notifications } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { readMail } from '../../testing/read-mail';
import { signaturePng, startTemplate } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

/**
 * The migration that links checklist items to their templates (issue 50) also mends what installations already
 * have: a form a family signed in the Document Center beside its checklist item becomes that item.
 */
let t: TestApp;
let admin = '';
let ink = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  ink = await signaturePng();
});
afterAll(async () => {
  await t.close();
});

/** The migration's data statements (after its schema change), as the migrator runs them. */
function dataStatements(): string[] {
  const folder = new URL('../../db/migrations/', import.meta.url);
  const file = fs
    .readdirSync(folder)
    .find(
      (name) =>
        name.endsWith('.sql') && fs.readFileSync(new URL(name, folder), 'utf8').includes('form_item_merges'),
    );
  if (!file) throw new Error('no migration mends the checklist forms');
  return fs
    .readFileSync(new URL(file, folder), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('-- Data (issue 50)'));
}

const inject = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { authorization }, payload });

async function productFamily(surname: string) {
  const created = await inject('POST', 'staff/families', admin, {
    familyName: `${surname} Family`,
    primaryContactName: `Luz ${surname}`,
  });
  const familyId = created.json().id as string;
  const email = `luz.${surname.toLowerCase()}@example.org`;
  await inject('POST', `staff/families/${familyId}/invite`, admin, { email });
  const { link } = await readMail(t.outboxDir, email);
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/auth/invitations/accept',
    payload: { token: new URL(link!).searchParams.get('token'), password: 'a-long-passphrase-2026' },
  });
  return { familyId, authorization: `Bearer ${accepted.json().access_token}` };
}

async function journeyItems(authorization: string): Promise<JourneyDocument[]> {
  const journey = (await inject('GET', 'family/journey', authorization)).json() as Journey;
  return journey.steps.flatMap((step) => step.documents);
}

/** Signs as every signer the family's session signs for (the applicant; the member on their own RFA 01B). */
async function signAndSubmit(authorization: string, documentId: string, formData: object) {
  const path = `family/signing/documents/${documentId}`;
  const page = (await inject('GET', path, authorization)).json() as { signers: Signer[] };
  for (const signer of page.signers.filter((s) => s.canSign)) {
    await inject('POST', `${path}/signatures`, authorization, {
      role: signer.role,
      signatureData: ink,
      consent: true,
    });
  }
  const submitted = await inject('POST', `${path}/submit`, authorization, { formData });
  expect(submitted.statusCode, submitted.body).toBe(200);
}

const RFA_01A = {
  applicant_name: 'Luz Paredes',
  home_address: '4 Elm Street, Fresno, CA',
  phone: '(555) 555-0142',
  email: 'luz@example.org',
  previously_licensed: 'No',
  certify: true,
};
const RFA_01B = {
  applicant_name: 'Luz Paredes',
  date_of_birth: '1986-05-04',
  convicted: 'No',
  certify: true,
};

test('forms signed beside their checklist items before the fix become those items: one row each, the count as the checklist asks', async () => {
  // Before the fix no item named its template: the Document Center started a document of its own; and RFA 01B
  // was then signed by the primary applicant (each adult signs their own since issue 44).
  await t.db.update(documentRequirements).set({ templateId: null });
  await t.db
    .update(documentTemplates)
    .set({ requiredSignatures: ['primary_applicant'] })
    .where(eq(documentTemplates.templateName, 'RFA 01B Resource Family Applicant Criminal Record Statement'));
  const signed = await productFamily('Paredes');
  const waived = await productFamily('Salinas');
  const asked = {
    signed: await journeyItems(signed.authorization),
    waived: await journeyItems(waived.authorization),
  };

  const rfa01a = await startTemplate(t.app, signed.authorization, 'RFA 01A Resource Family Application');
  await signAndSubmit(signed.authorization, rfa01a.documentId, RFA_01A);
  const rfa01b = await startTemplate(
    t.app,
    signed.authorization,
    'RFA 01B Resource Family Applicant Criminal Record Statement',
  );
  await signAndSubmit(signed.authorization, rfa01b.documentId, RFA_01B);
  // Staff waived the other family's application item; the family then started the form anyway.
  const item = asked.waived.find((d) => d.name === 'Resource Family Application (RFA 01A)')!;
  const waiver = await inject('POST', `staff/families/${waived.familyId}/documents/${item.id}/waive`, admin, {
    reason: 'Filed on paper at the office.',
  });
  expect(waiver.statusCode).toBe(200);
  const draft = await startTemplate(t.app, waived.authorization, 'RFA 01A Resource Family Application');
  expect(await journeyItems(signed.authorization)).toHaveLength(asked.signed.length + 2);

  for (const statement of dataStatements()) await t.db.execute(sql.raw(statement));

  const linked = await t.db
    .select({ name: documentRequirements.name })
    .from(documentRequirements)
    .where(sql`${documentRequirements.templateId} is not null`);
  expect(linked.map((r) => r.name).sort()).toEqual([
    'Criminal Record Statement (RFA 01B)',
    'LIC 627 Consent for Emergency Medical Treatment',
    'Resource Family Application (RFA 01A)',
  ]);

  const mended = await journeyItems(signed.authorization);
  expect(mended).toHaveLength(asked.signed.length);
  expect(mended.find((d) => d.id === rfa01a.documentId)).toMatchObject({
    name: 'Resource Family Application (RFA 01A)',
    type: 'form',
    status: 'completed',
    memberName: null,
  });
  expect(mended.find((d) => d.id === rfa01b.documentId)).toMatchObject({
    name: 'Criminal Record Statement (RFA 01B)',
    status: 'completed',
    memberName: 'Luz Paredes',
  });
  // The signed form is the item now: opening the item opens it, sealed.
  const opened = await inject(
    'POST',
    `family/signing/checklist-items/${rfa01a.documentId}/open`,
    signed.authorization,
  );
  expect(opened.json()).toEqual({ documentId: rfa01a.documentId, created: false });
  const page = (
    await inject('GET', `family/signing/documents/${rfa01a.documentId}`, signed.authorization)
  ).json();
  expect(page).toMatchObject({ submitted: true, sealedVersion: 1 });

  const stillWaived = await journeyItems(waived.authorization);
  expect(stillWaived).toHaveLength(asked.waived.length);
  expect(stillWaived.find((d) => d.id === draft.documentId)).toMatchObject({
    name: 'Resource Family Application (RFA 01A)',
    rawStatus: 'waived',
    waivedReason: 'Filed on paper at the office.',
  });
  const notices = await t.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.documentId, draft.documentId));
  expect(notices.map((n) => n.kind)).toEqual(['document_waived']);
  const [orphans] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(familyDocuments)
    .where(and(eq(familyDocuments.familyId, signed.familyId), isNull(familyDocuments.requirementId)));
  expect(orphans?.n).toBe(0);
});
