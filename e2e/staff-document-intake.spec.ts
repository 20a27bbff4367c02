import nodemailer from 'nodemailer';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { documentJpeg, waitForToast } from './documents-fixtures';
import { api, inviteNewFamily, staffToken } from './family-fixtures';
import {
  DEMO_STAFF,
  intakeSmtpPort,
  saveScreenshot,
  sidebar,
  signInAsStaff,
  useBrowser,
  signInAsFamily,
} from './fixtures';

/**
 * Issue 50, major: staff add a document to a family's file, from the family's page or from an e-mail the family
 * sent to the intake address; the family reads the item as added by staff, in its language.
 */
const browser = useBrowser();
const PASSWORD = 'a-long-passphrase-2026';
const INTAKE = 'documents@haven-agency.org';
/** Two sign-ins, an upload and its processing per test: on a loaded two-core machine past the default minute. */
const JOURNEY_TIMEOUT_MS = 150_000;
const VIEWPORTS = [
  { width: 1366, height: 900, language: 'en', journey: 'Approval Progress', addedByStaff: 'Added by staff' },
  {
    width: 375,
    height: 800,
    language: 'es',
    journey: 'Progreso de la aprobación',
    addedByStaff: 'Agregado por el personal',
  },
] as const;

type Slot = { id: string; stepId: number; documentName: string; memberName: string | null; status: string };

/** A family staff created and whose applicant accepted the invitation, with its id, case number and first open item. */
async function newFamily(surname: string, language: 'en' | 'es') {
  const invited = await inviteNewFamily(`${surname}${Date.now().toString(36)}`, language);
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(invited.link).searchParams.get('token'), password: PASSWORD },
  });
  const token = await staffToken();
  const page = await api<{ items: { id: string; caseNumber: string }[] }>(
    'GET',
    `/staff/families?search=${encodeURIComponent(invited.familyName)}`,
    { token },
  );
  const family = page.items[0]!;
  const slots = await api<Slot[]>('GET', `/staff/families/${family.id}/upload-slots`, { token });
  const slot = slots.find((s) => s.stepId === 1 && s.status === 'pending')!;
  return {
    ...invited,
    ...family,
    slot,
    slotLabel: [slot.documentName, slot.memberName].filter(Boolean).join(' · '),
  };
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  const size = { width: viewport.width, height: viewport.height };

  test(
    `staff add a document from the family's page and the family reads it as added by staff (${viewport.width} px)`,
    async () => {
      const family = await newFamily('Okafor', viewport.language);
      const staff = await browser.newPage({ viewport: size });
      await signInAsStaff(staff, DEMO_STAFF.superAdmin.email);
      await staff.goto(`/staff/families/${family.id}`);
      await staff.getByRole('button', { name: 'Add document' }).click();
      const dialog = staff.getByRole('dialog', { name: "Add a document to the family's file" });
      await chooseOption(staff, 'Checklist item', family.slotLabel);
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'scan.jpg',
        mimeType: 'image/jpeg',
        buffer: await documentJpeg([family.slot.documentName, `Case ${family.caseNumber}`]),
      });
      await saveScreenshot(staff, `staff-upload-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      expect(await waitForToast(staff, 'Document added')).toContain(family.slot.documentName);
      await dialog.waitFor({ state: 'detached' });
      await saveScreenshot(staff, `staff-upload-done-${viewport.width}`);

      const page = await browser.newPage({ viewport: size });
      await signInAsFamily(page, family.email, PASSWORD);
      const item = page
        .getByRole('region', { name: viewport.journey, exact: true })
        .getByRole('button', { name: new RegExp(`, ${viewport.addedByStaff}$`) });
      await item.first().waitFor({ timeout: 30_000 });
      expect(await item.count()).toBe(1);
      await expect
        .poll(() => page.getByText(viewport.addedByStaff, { exact: false }).first().isVisible())
        .toBe(true);
      await saveScreenshot(page, `family-added-by-staff-${viewport.width}`);
    },
    JOURNEY_TIMEOUT_MS,
  );

  test(
    `an e-mail with the case number lands in the staff queue and staff file it (${viewport.width} px)`,
    async () => {
      const family = await newFamily('Nguyen', viewport.language);
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: intakeSmtpPort,
        secure: false,
        ignoreTLS: true,
      });
      const filename = `pay-stub-${viewport.width}.jpg`;
      await transport.sendMail({
        from: family.email,
        to: INTAKE,
        subject: `Documents for ${family.caseNumber}`,
        text: 'Please add this to our file.',
        attachments: [{ filename, content: await documentJpeg(['PAY STUB', family.familyName]) }],
      });
      await expect(
        transport.sendMail({ from: family.email, to: 'nobody@haven-agency.org', subject: 'x', text: 'x' }),
      ).rejects.toMatchObject({ responseCode: 550 });

      const staff = await browser.newPage({ viewport: size });
      await signInAsStaff(staff, DEMO_STAFF.staff.email);
      if (viewport.width >= 1000) {
        await (await sidebar(staff)).getByRole('link', { name: 'E-mail Intake' }).click();
      } else {
        await staff.goto('/staff/documents/intake');
      }
      await staff.getByRole('heading', { name: 'E-mail Intake', level: 1 }).waitFor();
      const card = staff.getByRole('listitem').filter({ hasText: filename });
      await card.waitFor();
      expect(await card.innerText()).toContain(`Family: ${family.familyName} · ${family.caseNumber}`);
      await saveScreenshot(staff, `intake-queue-${viewport.width}`);

      await card.getByRole('button', { name: 'File to checklist' }).click();
      const dialog = staff.getByRole('dialog', { name: `File ${filename}` });
      expect(await dialog.getByRole('combobox', { name: 'Family' }).inputValue()).toContain(
        family.caseNumber,
      );
      await chooseOption(staff, 'Checklist item', family.slotLabel);
      await saveScreenshot(staff, `intake-file-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: 'File', exact: true }).click();
      expect(await waitForToast(staff, 'Attachment filed')).toContain(filename);
      await card.waitFor({ state: 'detached' });
      await staff
        .locator('label')
        .filter({ hasText: /^Handled$/ })
        .click();
      const handled = staff.getByRole('listitem').filter({ hasText: filename });
      await handled.waitFor();
      expect(await handled.innerText()).toContain(`Filed to ${family.slot.documentName}`);
      await saveScreenshot(staff, `intake-handled-${viewport.width}`);

      const detail = await api<{ addedByName: string | null; status: string }>(
        'GET',
        `/staff/documents/${family.slot.id}`,
        { token: await staffToken() },
      );
      expect(detail).toMatchObject({ status: 'submitted', addedByName: expect.any(String) });
    },
    JOURNEY_TIMEOUT_MS,
  );
}
