import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { FamilyApproval } from '@shared/decisions/decisions.schema';
import { LOCALE_TAGS } from '@shared/i18n/languages';
import { pdfText } from '../src/server/testing/pdf-text';
import { expectNoAxeViolations } from './axe';
import { waitForToast } from './documents-fixtures';
import { api, newAcceptedFamily, staffToken } from './family-fixtures';
import { saveScreenshot, scrollsSideways, signInAsFamily, STRONG_PASSWORD, useBrowser } from './fixtures';
import { dialog } from './staff-families-fixtures';

/**
 * My Approval (issue 45), the family's side of a decision: a Spanish-speaking family that staff deny reads the
 * Notice of Action's words on its dashboard in Spanish (the reasons translated, the hearing deadline in its
 * language) and downloads the notice; another family withdraws its application itself from My Family.
 */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

/** A calendar date as the family's pages write it in `locale` ('es-US': '25 feb 2027'). */
const calendarDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

async function familyToken(email: string): Promise<string> {
  const session = await api<{ access_token: string }>('POST', '/auth/family/sign-in', {
    body: { email, password: STRONG_PASSWORD },
  });
  return session.access_token;
}

const myApproval = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A Spanish-speaking family that staff deny through the API, and the words its notice's deadline reads in. */
async function deniedSpanishFamily() {
  const surname = `Herrera${Date.now().toString(36)}`;
  const family = await newAcceptedFamily(surname, 'es');
  const explanation = `The home has no bedroom for a child yet (${surname}).`;
  await api('POST', `/staff/families/${family.familyId}/decisions`, {
    token: await staffToken(),
    body: { kind: 'deny', reasons: ['background_check', 'home_environment'], text: explanation },
  });
  const { decision } = await api<FamilyApproval>('GET', '/family/approval', {
    token: await familyToken(family.email),
  });
  expect(decision?.kind).toBe('deny');
  expect(decision?.appealDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const deadline = calendarDate(decision?.appealDeadline ?? '', LOCALE_TAGS.es);
  return { family, explanation, deadline };
}

/** The denied family's My Approval at one size, as it reads it. */
async function readsItsNotice(viewport: typeof PHONE) {
  const { family, explanation, deadline } = await deniedSpanishFamily();
  const page = await browser.newPage({ viewport });
  await signInAsFamily(page, family.email, STRONG_PASSWORD);
  const section = myApproval(page, 'Mi aprobación');
  await section.getByText('Su solicitud fue denegada', { exact: true }).waitFor();
  expect(await section.getByRole('listitem').allTextContents()).toEqual([
    'Verificación de antecedentes',
    'Entorno del hogar',
  ]);
  await section.getByText(explanation, { exact: true }).waitFor();
  await section.getByText(`Puede pedir una audiencia hasta el ${deadline}.`, { exact: true }).waitFor();
  await section
    .getByText(/^Para pedir una audiencia, escriba a la agencia o avise a su trabajador social/)
    .waitFor();
  await section.getByRole('link', { name: 'Escribir a su trabajador social' }).waitFor();
  // My Approval comes before the tiles the agency configures, and Recent Activity tells the same news.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings[0]).toBe('Mi aprobación');
  await page
    .getByRole('region', { name: 'Actividad reciente', exact: true })
    .getByText('Su solicitud fue denegada', { exact: true })
    .waitFor();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, `My Approval at ${viewport.width} px`);
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, `my-approval-denied-es-${viewport.width}`);
  if (viewport === DESKTOP) {
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Descargar el Aviso de acción' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    const text = (await pdfText(await fs.readFile(await saved.path()))).replace(/\s+/g, ' ');
    expect(text).toContain(explanation);
  }
}

test('staff deny a Spanish-speaking family; on a phone it reads "Mi aprobación": the decision, the reasons in Spanish, the explanation, until when it may ask for a hearing and how', async () => {
  await readsItsNotice(PHONE);
});

test('at a desk the denied family reads the same and downloads the notice', async () => {
  await readsItsNotice(DESKTOP);
});

test('a family withdraws its application from My Family after a confirmation; its dashboard then says it was withdrawn', async () => {
  const surname = `Baptiste${Date.now().toString(36)}`;
  const family = await newAcceptedFamily(surname);
  const page = await browser.newPage({ viewport: PHONE });
  await signInAsFamily(page, family.email, STRONG_PASSWORD);
  // Before any decision the dashboard has no My Approval.
  await page.getByRole('region', { name: 'Recent Activity', exact: true }).waitFor();
  expect(await myApproval(page, 'My Approval').count()).toBe(0);

  await page.goto('/family/household');
  const application = page.getByRole('region', { name: 'Your application', exact: true });
  await application.getByRole('button', { name: 'Withdraw my application' }).click();
  const confirm = dialog(page, 'Withdraw your application?');
  await confirm
    .getByText('Are you sure? Your caseworker will be told; to start again you would need to apply again.', {
      exact: true,
    })
    .waitFor();
  // Keeping it closes the dialog and changes nothing.
  await confirm.getByRole('button', { name: 'Keep my application' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await application.getByRole('button', { name: 'Withdraw my application' }).click();
  await confirm.getByLabel('A note for your caseworker (optional)').fill('We are moving out of state.');
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, 'the withdrawal confirmation');
  await saveScreenshot(page, 'my-approval-withdraw-dialog-375');
  await confirm.getByRole('button', { name: 'Withdraw my application' }).click();
  await waitForToast(page, 'Your application was withdrawn');
  await confirm.waitFor({ state: 'hidden' });
  const today = calendarDate(
    (await api<FamilyApproval>('GET', '/family/approval', { token: await familyToken(family.email) }))
      .decision?.effectiveDate ?? '',
    LOCALE_TAGS.en,
  );
  const withdrawnLine = `Your application was withdrawn on ${today}. To start again, you would need to apply again.`;
  await application.getByText(withdrawnLine, { exact: true }).waitFor();
  expect(await application.getByRole('button', { name: 'Withdraw my application' }).count()).toBe(0);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await myApproval(page, 'My Approval').getByText(withdrawnLine, { exact: true }).waitFor();
  await page
    .getByRole('region', { name: 'Recent Activity', exact: true })
    .getByText('Your application was withdrawn', { exact: true })
    .waitFor();
  await saveScreenshot(page, 'my-approval-withdrawn-375');
});
