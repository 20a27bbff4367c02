import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { waitForToast } from './documents-fixtures';
import { newAcceptedFamily } from './family-fixtures';
import {
  dataDir,
  DEMO_STAFF,
  drawSignature,
  field,
  saveScreenshot,
  scrollsSideways,
  signInAsFamily,
  signInAsStaff,
  STRONG_PASSWORD,
  uniqueEmail,
  useBrowser,
} from './fixtures';
import { readLatestMail } from './outbox-mail';
import { dialog } from './staff-families-fixtures';

/**
 * References (issue 44): people outside the household vouch for a family. The family, created through the
 * product, asks one on My Family at 375 px; the reference opens the e-mailed link on a phone, fills and signs the
 * agency's questionnaire without an account; the family sees that it is completed and never the answers; staff
 * read the answers, the signer's evidence and the sealed PDF on the family's page.
 */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };
const QUESTIONNAIRE = 'Reference Questionnaire';

/** The reference link e-mailed to `to` (the newest one). */
async function referenceLink(to: string): Promise<string> {
  const mail = await readLatestMail(dataDir, to);
  expect(mail.link).toMatch(/\/reference\/[A-Za-z0-9_-]{43}\?lang=en$/);
  return mail.link ?? '';
}

/** A radio of the questionnaire, by its question (several questions offer Yes and No). */
function answer(page: Page, question: string, option: string): Locator {
  return page
    .getByRole('radiogroup', { name: new RegExp(`^${question.replace(/[?.]/g, '\\$&')}`) })
    .getByRole('radio', { name: option, exact: true });
}

test('on a phone the family asks a neighbour for a reference; the neighbour fills and signs the questionnaire from the e-mail; the family sees it completed, staff read the answers', async () => {
  const surname = `Okoro${Date.now().toString(36)}`;
  const applicant = `Grace ${surname}`;
  const reference = `Maria Lopez ${surname}`;
  const referenceEmail = uniqueEmail('maria');
  const strengths = `Patient and kind with every child on our street (${surname}).`;
  const invited = await newAcceptedFamily(surname);

  // My Family on a phone: nobody asked yet.
  const family = await browser.newPage({ viewport: PHONE });
  await signInAsFamily(family, invited.email, STRONG_PASSWORD);
  await family.goto('/family/household');
  const section = family.getByRole('region', { name: 'References', exact: true });
  await section.getByText('You have not asked anyone for a reference yet.', { exact: true }).waitFor();
  await section.getByText('0 of 3 received', { exact: true }).waitFor();

  await section.getByRole('button', { name: 'Request a reference' }).click();
  const request = dialog(family, 'Request a reference');
  // Sending too early, then with an address that is not one, says what is wrong where.
  await request.getByRole('button', { name: 'Send request' }).click();
  await request.getByText('Please fill this in.').first().waitFor();
  await field(request, 'Full name').fill(reference);
  await field(request, 'E-mail address').fill('maria@');
  await field(request, 'How do they know your family?').fill('Neighbor for 6 years');
  await request.getByRole('button', { name: 'Send request' }).click();
  await request.getByText('Please enter a valid e-mail address.', { exact: true }).waitFor();
  await field(request, 'E-mail address').fill(referenceEmail);
  expect(await scrollsSideways(family)).toBe(false);
  await expectNoAxeViolations(family, 'the request dialog');
  await saveScreenshot(family, 'references-request-dialog-375');
  await request.getByRole('button', { name: 'Send request' }).click();
  expect(await waitForToast(family, 'Reference requested')).toContain(
    `We e-mailed ${reference} a link to the questionnaire.`,
  );
  await request.waitFor({ state: 'hidden' });
  const card = section.getByRole('article', { name: reference, exact: true });
  await card.getByText('Requested', { exact: true }).waitFor();
  await card.getByText('Neighbor for 6 years', { exact: true }).waitFor();
  await card.getByText(/^E-mail: m•+@/).waitFor();
  expect(await scrollsSideways(family)).toBe(false);

  // The reference, on a phone, from the e-mail: who named them and the questionnaire, without an account.
  const link = await referenceLink(referenceEmail);
  const phone = await browser.newPage({ viewport: PHONE });
  await phone.goto(link);
  await phone.getByRole('heading', { name: `${applicant} has named you as a reference`, level: 1 }).waitFor();
  await phone.getByText(`Answering as ${reference}`, { exact: true }).waitFor();
  await phone.getByRole('heading', { name: QUESTIONNAIRE, level: 2 }).waitFor();
  // All the reference learns of the family is the applicant's name.
  expect(await phone.getByText(invited.email).count()).toBe(0);

  // Submit too early: what is missing is marked, and the focus goes to the first question.
  const submit = phone.getByRole('button', { name: 'Submit', exact: true });
  await submit.click();
  await phone
    .getByText('Some answers are missing. Please complete what is marked, then submit again.', {
      exact: true,
    })
    .waitFor();
  await phone.getByText('Please draw your signature.', { exact: true }).waitFor();
  const knownHow = field(phone, 'How do you know the applicant?');
  await expect.poll(() => knownHow.evaluate((node) => node === document.activeElement)).toBe(true);

  await knownHow.fill('We have been neighbors since 2020.');
  await field(phone, 'How many years have you known the applicant?').fill('6');
  // A question shown only for some answers appears with the answer that asks for it.
  const observations = field(phone, 'What have you seen of the applicant with children?');
  expect(await observations.count()).toBe(0);
  await answer(phone, 'Have you seen the applicant with children?', 'Yes').check();
  await observations.fill('She helps at the block party and watches my twins.');
  await field(phone, 'What are the strengths the applicant would bring to caring for a child?').fill(
    strengths,
  );
  await answer(phone, 'Do you have any concerns about the applicant caring for children?', 'No').check();
  await answer(phone, 'Would you recommend the applicant as a resource parent?', 'Yes').check();
  await phone
    .getByRole('checkbox', { name: /The information I have given is true to the best of my knowledge/ })
    .check();
  await drawSignature(phone, phone.getByRole('img', { name: /^Signature pad/ }));
  await phone.getByRole('checkbox', { name: /I agree to sign this questionnaire electronically/ }).check();
  expect(await scrollsSideways(phone)).toBe(false);
  await expectNoAxeViolations(phone, 'the reference questionnaire');
  await saveScreenshot(phone, 'references-questionnaire-375');
  await submit.click();
  await phone.getByRole('heading', { name: 'Thank you — your reference was received', level: 1 }).waitFor();
  expect(await scrollsSideways(phone)).toBe(false);

  // The family sees that it is in, never what was written.
  await family.reload();
  await card.getByText('Completed', { exact: true }).waitFor();
  await section.getByText('1 of 3 received', { exact: true }).waitFor();
  expect(await family.getByText(strengths).count()).toBe(0);
  expect(await family.getByText('watches my twins', { exact: false }).count()).toBe(0);
  await saveScreenshot(family, 'references-family-completed-375');

  // Staff read the answers and the evidence on the family's page, and download the sealed PDF.
  const staff = await browser.newPage({ viewport: DESKTOP });
  await signInAsStaff(staff, DEMO_STAFF.superAdmin.email);
  await staff.goto(`/staff/families/${invited.familyId}?tab=household`);
  const references = staff.getByRole('region', { name: 'References', exact: true });
  await references.getByText('1 of 3 received', { exact: true }).waitFor();
  await references.getByRole('cell', { name: referenceEmail }).waitFor();
  await references.getByRole('button', { name: `View answers: ${reference}` }).click();
  const answers = dialog(staff, `Reference from ${reference}`);
  await answers.getByText(strengths, { exact: true }).waitFor();
  await answers.getByText('She helps at the block party and watches my twins.', { exact: true }).waitFor();
  await answers.getByText(referenceEmail, { exact: true }).waitFor();
  await answers.getByText('Verification code', { exact: true }).waitFor();
  await expectNoAxeViolations(staff, 'the answers of a reference');
  await saveScreenshot(staff, 'references-staff-answers-1366');
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    answers.getByRole('button', { name: 'Download sealed PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await download.path();
  expect(pdf).toBeTruthy();

  // The used link, opened again in Spanish on another device: one clear page and nothing of the family.
  const again = await browser.newPage({ viewport: PHONE });
  await again.goto(link.replace('lang=en', 'lang=es'));
  await again.getByRole('heading', { name: 'Este enlace de referencia ya no es válido', level: 1 }).waitFor();
  expect(await again.getByText(applicant).count()).toBe(0);
  expect(await again.getByText(QUESTIONNAIRE).count()).toBe(0);
}, 150_000);

test('staff ask for a reference on the family page, send a fresh link, then cancel it after a confirmation; the family reads Cancelled', async () => {
  const surname = `Baptiste${Date.now().toString(36)}`;
  const reference = `Pastor Jean ${surname}`;
  const referenceEmail = uniqueEmail('jean');
  const invited = await newAcceptedFamily(surname);

  const staff = await browser.newPage({ viewport: DESKTOP });
  await signInAsStaff(staff, DEMO_STAFF.superAdmin.email);
  await staff.goto(`/staff/families/${invited.familyId}?tab=household`);
  const references = staff.getByRole('region', { name: 'References', exact: true });
  await references.getByText('Nobody has been asked for a reference yet.', { exact: true }).waitFor();
  await references.getByRole('button', { name: 'Request a reference' }).click();
  const request = dialog(staff, 'Request a reference');
  await field(request, 'Full name').fill(reference);
  await field(request, 'E-mail address').fill(referenceEmail);
  await field(request, 'How they know the family').fill('Their pastor since 2019');
  await request.getByRole('button', { name: 'Send request' }).click();
  await waitForToast(staff, 'Reference requested');
  await references.getByRole('cell', { name: referenceEmail }).waitFor();
  const first = await referenceLink(referenceEmail);

  // Resend: a fresh link goes, valid for another 14 days (the first keeps working until its own day).
  await references.getByRole('button', { name: `Resend: ${reference}` }).click();
  await waitForToast(staff, 'New link sent');
  await expect.poll(async () => (await readLatestMail(dataDir, referenceEmail)).link).not.toBe(first);
  const fresh = await referenceLink(referenceEmail);
  const phone = await browser.newPage({ viewport: PHONE });
  await phone.goto(fresh);
  await phone
    .getByRole('heading', { name: `Grace ${surname} has named you as a reference`, level: 1 })
    .waitFor();

  // Cancel, after a confirmation: no link of the request works any more.
  await references.getByRole('button', { name: `Cancel request: ${reference}` }).click();
  const confirm = dialog(staff, 'Cancel the reference request');
  await confirm.getByText(`Cancel the request to ${reference}?`, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await references.getByText('Cancelled', { exact: true }).waitFor();
  expect(await references.getByRole('button', { name: `Resend: ${reference}` }).count()).toBe(0);
  for (const link of [first, fresh]) {
    await phone.goto(link);
    await phone.getByRole('heading', { name: 'This reference link is no longer valid', level: 1 }).waitFor();
  }
  await saveScreenshot(staff, 'references-staff-cancelled-1366');

  const family = await browser.newPage({ viewport: DESKTOP });
  await signInAsFamily(family, invited.email, STRONG_PASSWORD);
  await family.goto('/family/household');
  const card = family
    .getByRole('region', { name: 'References', exact: true })
    .getByRole('article', { name: reference, exact: true });
  await card.getByText('Cancelled', { exact: true }).waitFor();
  await card.getByText(/^Requested by the agency on /).waitFor();
  await saveScreenshot(family, 'references-family-1366');
}, 120_000);
