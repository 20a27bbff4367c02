import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { waitForToast } from './documents-fixtures';
import { newFamilyWithAcceptedAdult } from './family-fixtures';
import { pdfsig } from '../src/server/testing/pdfsig';
import { pdfText } from '../src/server/testing/pdf-text';
import {
  baseURL,
  dataDir,
  drawSignature,
  saveScreenshot,
  scrollsSideways,
  signInAsFamily,
  STRONG_PASSWORD,
  uniqueEmail,
  useBrowser,
} from './fixtures';
import { readLatestMail, type OutboxMail } from './outbox-mail';

/**
 * A one-time signing link (decision 041): an adult of the home who is not an applicant signs their own
 * Criminal Record Statement. The family, created through the product, proposes the adult moving in and staff
 * accept it (the pages of that are household-changes.spec.ts); the family sends the adult the link from the
 * form's signers; on a 375 px phone the adult asks for the e-mailed code, mistypes it once, fills the form and
 * signs; the family's page then reads Signed, by link and code, the sealed PDF names the adult and its seal is
 * valid for poppler's pdfsig, and the used link shows only that it no longer works.
 */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };
const STATEMENT = 'Criminal Record Statement (RFA 01B)';

/** Draws on the dialog's signature pad once the dialog has finished opening. */
async function drawInDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save', exact: true }).waitFor();
  await expect.poll(() => dialog.evaluate((node) => node.getAnimations({ subtree: true }).length)).toBe(0);
  await drawSignature(page, dialog.getByRole('img', { name: /Signature pad/ }));
}

/** The newest e-mail to `to` whose subject matches, waiting for it (the link's e-mail arrives first). */
async function mailWithSubject(to: string, subject: RegExp): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = await readLatestMail(dataDir, to);
    if (subject.test(mail.subject)) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} with the subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('the family sends an adult of the home the link to their RFA 01B; on a phone the adult enters the e-mailed code, fills it and signs; the family reads Signed', async () => {
  const surname = `Adeyemi${Date.now().toString(36)}`;
  const applicant = `Grace ${surname}`;
  const adult = `Tunde ${surname}`;
  const adultEmail = uniqueEmail('tunde');
  // The family proposes the adult moving in; staff accept, and the adult's own RFA 01B is asked for.
  const invited = await newFamilyWithAcceptedAdult(surname, adult, 52);

  // The family opens the adult's statement from its journey: the adult is asked, but nobody has sent the link.
  const family = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsFamily(family, invited.email, STRONG_PASSWORD);
  await family
    .getByRole('region', { name: 'Approval Progress', exact: true })
    .getByRole('button', { name: `${STATEMENT} (${adult}): Form, Pending` })
    .click();
  await family.getByRole('heading', { name: STATEMENT, level: 1 }).waitFor();
  const signer = family.getByRole('listitem', { name: adult, exact: true });
  await signer.getByText('Household member', { exact: true }).waitFor();
  await signer.getByText('No link sent yet', { exact: true }).waitFor();
  // The family's session cannot sign for another adult.
  expect(await family.getByRole('button', { name: `Sign: ${adult}` }).count()).toBe(0);
  expect(await family.getByRole('button', { name: 'Submit Document' }).isDisabled()).toBe(true);

  await signer.getByRole('button', { name: `Send signing link: ${adult}` }).click();
  const send = family.getByRole('dialog', { name: `Send a signing link to ${adult}` });
  await send.getByRole('textbox', { name: 'E-mail address' }).fill(adultEmail);
  await expectNoAxeViolations(family, 'the send-link dialog');
  await send.getByRole('button', { name: 'Send link' }).click();
  await waitForToast(family, `Link sent to ${adultEmail}`);
  await signer.getByText(`Link sent to ${adultEmail}`, { exact: true }).waitFor();
  await signer.getByRole('button', { name: `Send again: ${adult}` }).waitFor();

  const linkMail = await mailWithSubject(adultEmail, /^Please sign: /);
  expect(linkMail.subject).toBe(`Please sign: ${STATEMENT}`);
  expect(linkMail.link).toMatch(/\/sign\/[A-Za-z0-9_-]{43}\?lang=en$/);
  const link = linkMail.link ?? '';

  // The adult, on a phone: who asks, where the code goes.
  const phone = await browser.newPage({ viewport: PHONE });
  await phone.goto(link);
  await phone.getByRole('heading', { name: STATEMENT, level: 1 }).waitFor();
  await phone.getByText(`${applicant}'s family asks you to sign this document.`, { exact: true }).waitFor();
  await phone.getByText(`Signing as ${adult}`, { exact: true }).waitFor();
  await phone.getByText(/we will e-mail a six-digit code to t•••@/).waitFor();
  await expectNoAxeViolations(phone, 'the signing link’s first page');
  await phone.getByRole('button', { name: 'Send code' }).click();

  const codeBox = phone.getByRole('textbox', { name: 'Six-digit code' });
  await codeBox.waitFor();
  expect(await codeBox.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await codeBox.getAttribute('inputmode')).toBe('numeric');
  const code = /\b(\d{6})\b/.exec((await mailWithSubject(adultEmail, /signing code/)).text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const wrong = code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
  await codeBox.fill(wrong);
  await phone.getByRole('button', { name: 'Continue' }).click();
  await phone.getByText('That code is not right. 4 tries left.', { exact: true }).waitFor();
  await codeBox.fill(code);
  await codeBox.press('Enter');

  // The statement is the adult's own: they fill it in, then sign with a drawn signature and consent.
  const sign = phone.getByRole('button', { name: 'Sign', exact: true });
  await sign.waitFor();
  expect(await phone.getByRole('textbox', { name: 'Applicant Full Name' }).inputValue()).toBe(adult);
  await phone.getByLabel('Date of Birth').fill('1973-05-09');
  await phone.getByRole('radio', { name: 'No' }).check();
  await phone.getByRole('checkbox', { name: /I certify under penalty of perjury/ }).check();
  expect(await scrollsSideways(phone)).toBe(false);
  await expectNoAxeViolations(phone, 'the signing link’s document');
  await saveScreenshot(phone, 'signing-link-document-375');
  await sign.click();
  const dialog = phone.getByRole('dialog', { name: `Sign as ${adult}` });
  await drawInDialog(phone, dialog);
  await dialog.getByRole('checkbox', { name: /I agree to sign this document electronically/ }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await phone.getByRole('heading', { name: 'Thank you — your signature was recorded', level: 1 }).waitFor();
  expect(await scrollsSideways(phone)).toBe(false);

  // The family's page reads it: signed by link and code; the last signature on a complete form submitted it.
  await family.reload();
  await signer.getByText('Signed', { exact: true }).waitFor();
  await signer.getByText(/^Signed with an e-mailed link and code · /).waitFor();
  await family.getByText('Completed', { exact: true }).waitFor();
  await family.getByRole('button', { name: 'Download sealed PDF' }).waitFor();
  expect(await signer.getByRole('button').count()).toBe(0);
  const documentId = new URL(family.url()).pathname.split('/').at(-1);
  const sealed = await fetch(`${baseURL}/api/family/signing/documents/${documentId}/sealed/1`, {
    headers: { Authorization: `Bearer ${invited.token}` },
  });
  const pdf = new Uint8Array(await sealed.arrayBuffer());
  expect(await pdfText(pdf)).toContain(`${adult} — Household Member`);
  expect(await pdfsig(pdf)).toContain('Signature Validation: Signature is Valid.');

  // The used link, opened again (in Spanish, on another device): one clear page and nothing of the document.
  const again = await browser.newPage({ viewport: PHONE });
  await again.goto(link.replace('lang=en', 'lang=es'));
  await again.getByRole('heading', { name: 'Este enlace de firma ya no es válido', level: 1 }).waitFor();
  await again.getByText(/Pida a la familia o a la agencia/).waitFor();
  expect(await again.getByText(STATEMENT).count()).toBe(0);
  expect(await again.getByText(adult).count()).toBe(0);
});
