import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { pdfText } from '../src/server/testing/pdf-text';
import { waitForToast } from './documents-fixtures';
import { api, inviteNewFamily } from './family-fixtures';
import { drawSignature, saveScreenshot, signInAsFamily, useBrowser, waitForPath } from './fixtures';

/**
 * Issue 50, blocker: a family staff created, in Spanish, signs RFA 01A from its task's Start Task; the journey's
 * RFA 01A item is the document it signed, so the item turns Completed and the number of items stays the same.
 */
const browser = useBrowser();
const PASSWORD = 'a-long-passphrase-2026';
const ITEM = 'Solicitud de familia de recursos (RFA 01A)';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The Documents figure of the statistics tile ('0/27': handed in of required). */
async function documentsFigure(page: Page): Promise<{ done: number; required: number }> {
  const figure = region(page, 'Estadísticas de la familia')
    .getByText(/^\d+\/\d+$/)
    .first();
  await figure.waitFor({ timeout: 30_000 });
  const [done, required] = (await figure.innerText()).split('/').map(Number);
  return { done: done ?? NaN, required: required ?? NaN };
}

/** The journey's RFA 01A item (step 1 is open: it is the family's current step). */
const journeyItem = (page: Page): Locator =>
  region(page, 'Progreso de la aprobación').getByRole('button', {
    name: new RegExp(`^${ITEM.replace(/[()]/g, '\\$&')}:`),
  });

test('a Spanish-speaking family staff created signs RFA 01A from Start Task: its journey item turns Completed, the count unchanged', async () => {
  const { email, link } = await inviteNewFamily(`Reyes${Date.now().toString(36)}`, 'es');
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(link).searchParams.get('token'), password: PASSWORD },
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsFamily(page, email, PASSWORD);
  // The page speaks the family's language once its session is read (the sign-in page spoke the browser's).
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 }).toBe('es');
  await journeyItem(page).waitFor({ timeout: 30_000 });
  expect(await journeyItem(page).count()).toBe(1);
  expect(await journeyItem(page).getAttribute('aria-label')).toMatch(/Formulario, Pendiente$/);
  const before = await documentsFigure(page);
  const itemsBefore = await region(page, 'Progreso de la aprobación').getByRole('listitem').count();

  const tasks = region(page, 'Lo que debe hacer ahora');
  await tasks
    .getByRole('button', {
      name: new RegExp(`^(Comenzar tarea|Atender ahora): Completar ${ITEM.replace(/[()]/g, '\\$&')}$`),
    })
    .click();
  // The form speaks Spanish too: its title is the item's, its fields the template's Spanish translation.
  await page.getByRole('heading', { name: ITEM, level: 1 }).waitFor();
  expect(page.url()).toMatch(/\/documents\/sign\/[0-9a-f-]{36}$/);

  await page.getByRole('textbox', { name: 'Domicilio' }).fill('12 Calle Olivo\nFresno, CA 93701');
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('(559) 555-0142');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('checkbox', { name: /Certifico bajo pena de perjurio/ }).check();
  const signer = page.getByRole('button', { name: /^Firmar: / });
  await signer.click();
  const dialog = page.getByRole('dialog', { name: /^Firmar como / });
  await drawSignature(page, dialog.getByRole('img', { name: /Panel de firma/ }));
  await dialog.getByRole('checkbox', { name: /Acepto firmar este documento/ }).check();
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await waitForToast(page, 'Documento firmado por completo');
  await page.getByRole('button', { name: 'Enviar documento' }).click();
  await waitForToast(page, 'Documento enviado');
  await waitForPath(page, '/family');

  await expect
    .poll(async () => journeyItem(page).getAttribute('aria-label'), { timeout: 30_000 })
    .toMatch(/Formulario, Completado$/);
  expect(await journeyItem(page).count()).toBe(1);
  expect(await region(page, 'Progreso de la aprobación').getByRole('listitem').count()).toBe(itemsBefore);
  await expect
    .poll(() => documentsFigure(page), { timeout: 30_000 })
    .toEqual({ done: before.done + 1, required: before.required });
  await journeyItem(page).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'issue-50 RFA 01A completed 1366');

  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsFamily(phone, email, PASSWORD);
  await expect
    .poll(async () => journeyItem(phone).getAttribute('aria-label'), { timeout: 30_000 })
    .toMatch(/Formulario, Completado$/);
  await journeyItem(phone).scrollIntoViewIfNeeded();
  await saveScreenshot(phone, 'issue-50 RFA 01A completed 375');
}, 150_000);

test('a Vietnamese family on a phone fills a seeded form in Vietnamese and downloads its sealed PDF in Vietnamese', async () => {
  const { email, link } = await inviteNewFamily(`Nguyen${Date.now().toString(36)}`, 'vi');
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(link).searchParams.get('token'), password: PASSWORD },
  });
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsFamily(page, email, PASSWORD);
  await page.goto('/documents');
  await page.getByRole('tab', { name: 'Mẫu đơn có sẵn' }).click();
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'LIC 9163 Yêu cầu dịch vụ Live Scan' });
  await card.getByText('Yêu cầu kiểm tra lý lịch tư pháp bằng dấu vân tay').waitFor();
  await card.getByRole('button', { name: 'Bắt đầu mẫu đơn' }).click();

  await page.getByRole('heading', { name: 'LIC 9163 Yêu cầu dịch vụ Live Scan', level: 1 }).waitFor();
  const documentUrl = page.url();
  await page.getByRole('textbox', { name: 'Họ và tên người nộp đơn' }).fill('Nguyễn Thị Lan');
  await page.getByLabel('Ngày sinh').fill('1984-03-09');
  await page.getByRole('radio', { name: 'Nữ' }).check();
  await page.getByRole('textbox', { name: 'Số bằng lái xe hoặc thẻ căn cước' }).fill('CA D7654321');
  await page.getByRole('textbox', { name: 'Địa chỉ nhà' }).fill('88 Đường Cam\nSan Jose, CA 95112');
  await page.getByRole('textbox', { name: 'Số điện thoại' }).fill('(408) 555-0199');
  await page.getByRole('button', { name: /^Ký: / }).click();
  const dialog = page.getByRole('dialog', { name: /^Ký với tư cách / });
  await drawSignature(page, dialog.getByRole('img', { name: /Khung ký tên/ }));
  await dialog.getByRole('checkbox', { name: /Tôi đồng ý ký tài liệu này/ }).check();
  await dialog.getByRole('button', { name: 'Lưu', exact: true }).click();
  await waitForToast(page, 'Tài liệu đã được ký đầy đủ');
  await page.getByRole('button', { name: 'Nộp tài liệu' }).click();
  await waitForToast(page, 'Đã nộp tài liệu');

  await page.goto(documentUrl);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải xuống PDF đã niêm phong' }).click();
  const text = await pdfText(await fs.readFile((await (await download).path())!));
  for (const words of ['LIC 9163 Yêu cầu dịch vụ Live Scan', 'Giới tính', 'Nữ', 'Nguyễn Thị Lan', 'Chữ ký'])
    expect(text, words).toContain(words);
  expect(text).not.toContain('Applicant Full Name');
  await saveScreenshot(page, 'issue-50 LIC 9163 in Vietnamese 375');
}, 150_000);
