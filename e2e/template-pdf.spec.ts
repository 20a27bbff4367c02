import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { waitForToast } from './documents-fixtures';
import { DEMO_STAFF, saveScreenshot, signInAsStaff, useBrowser } from './fixtures';

/** A template built on the state's own fillable PDF (issue 44): staff upload it and see its fields. */
const browser = useBrowser();
const TEMPLATE = 'LIC 9182 Fillable Test Form';

async function fillablePdfFile(): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  const name = form.createTextField('Applicant.Name');
  name.acroField.dict.set(PDFName.of('TU'), PDFString.of('Name of the applicant'));
  name.addToPage(page, { x: 50, y: 700, width: 300, height: 20 });
  form.createCheckBox('Agrees').addToPage(page, { x: 50, y: 650, width: 12, height: 12 });
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'haven-pdf-')), 'lic-9182.pdf');
  await fs.writeFile(file, await pdf.save());
  return file;
}

test("staff build a template on a fillable PDF: its fields replace the template's, and the list says so", async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const creating = page.getByRole('dialog', { name: 'New template' });
  await creating.getByRole('textbox', { name: 'Name' }).fill(TEMPLATE);
  await creating.getByRole('textbox', { name: 'Category' }).fill('State');
  // Not offered to families: the other specs share this server's Document Center.
  await creating.getByRole('switch', { name: 'Active (families can start it)' }).uncheck();
  await creating.getByRole('button', { name: 'Save template' }).click();
  await waitForToast(page, 'Template saved');

  const row = page.getByRole('row').filter({ hasText: TEMPLATE });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${TEMPLATE}` });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload fillable PDF' }).click();
  await (await chooser).setFiles(await fillablePdfFile());
  await waitForToast(page, 'Built on lic-9182.pdf: 2 fields read (version 2).');
  await dialog.getByText('Built on a fillable PDF').waitFor();
  expect(await dialog.getByRole('textbox', { name: 'Field 1 label' }).inputValue()).toBe(
    'Name of the applicant',
  );
  await expectNoAxeViolations(page, 'the template editor built on a PDF');
  await saveScreenshot(page, 'issue-44 template on a fillable PDF 1366');
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await waitForToast(page, 'Template saved');
});
