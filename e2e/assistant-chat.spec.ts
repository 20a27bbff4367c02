import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { CHECKLIST_LOCALES } from '../src/shared/requirements/checklist-locales';
import { api, continueAsDemoFamily, DEMO_FAMILY, demoFamilyToken } from './family-fixtures';
import { DEMO_STAFF, saveScreenshot, signInAsStaff, useBrowser } from './fixtures';

/**
 * Issue 16: the demo family asks the assistant in Spanish what is missing, gets its own missing documents in
 * Spanish with a confidence shown, asks for a person; a caseworker answers from the Inbox and the answer appears
 * in the family's open chat without a reload.
 */
const browser = useBrowser();

interface JourneyDocument {
  name: string;
  type: string;
  rawStatus: string;
}

/** A required upload of the demo family still to hand in, named in Spanish (from the checklist texts). */
async function aMissingDocumentInSpanish(): Promise<string> {
  const token = await demoFamilyToken();
  const journey = await api<{ steps: { documents: JourneyDocument[] }[] }>('GET', '/family/journey', {
    token,
  });
  const missing = journey.steps
    .flatMap((step) => step.documents)
    .find((d) => d.type === 'upload' && d.rawStatus === 'pending');
  expect(missing).toBeDefined();
  return CHECKLIST_LOCALES.es[missing!.name]?.name ?? missing!.name;
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: /^Open the assistant/ }).click();
  const chat = page.getByRole('dialog', { name: 'Foster Care Assistant chat' });
  await chat.getByText('Foster Care Assistant', { exact: true }).waitFor();
  return chat;
}

async function askAndEscalate(page: Page, screenshot: string) {
  const chat = await openChat(page);
  const input = chat.getByRole('textbox', { name: 'Your message' });
  const send = chat.getByRole('button', { name: 'Send' });
  expect(await send.isDisabled()).toBe(true);
  await input.fill('   ');
  expect(await send.isDisabled()).toBe(true);
  await input.fill('¿Qué documentos me faltan?');
  await input.press('Enter');

  const missing = await aMissingDocumentInSpanish();
  await chat.getByText(missing, { exact: false }).first().waitFor();
  const details = chat.getByTestId('assistant-details').last();
  expect(await details.innerText()).toMatch(/\d+\s?%/);
  await saveScreenshot(page, `${screenshot}-answer`);

  await chat.getByRole('button', { name: 'Talk to Human' }).first().click();
  await chat.getByText('This conversation was handed to a person at your agency', { exact: false }).waitFor();
  return chat;
}

async function answerFromInbox(staff: Page, reply: string) {
  await signInAsStaff(staff, DEMO_STAFF.admin.email);
  await staff
    .getByRole('link', { name: /^Inbox/ })
    .first()
    .click();
  await staff.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
  // The Inbox may hold other conversations of the demo family (seeded, or from other specs): take the one that
  // shows the question.
  await staff
    .getByLabel('Conversations')
    .getByRole('button')
    .filter({ hasText: DEMO_FAMILY.familyName })
    .filter({ hasText: '¿Qué documentos me faltan?' })
    .first()
    .click();
  await staff.getByLabel('Transcript').getByText('¿Qué documentos me faltan?').last().waitFor();
  await staff.getByRole('textbox', { name: 'Reply to the family' }).fill(reply);
  await staff.getByRole('button', { name: 'Send reply' }).click();
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 800 },
]) {
  test(`a Spanish question gets the family's missing documents, then a caseworker answers live (${viewport.name})`, async () => {
    const family = await browser.newPage({ viewport });
    await continueAsDemoFamily(family);
    const chat = await askAndEscalate(family, `assistant-chat-${viewport.name}`);

    const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const reply = `Hola, soy su trabajadora social (${viewport.name}).`;
    await answerFromInbox(staff, reply);

    await chat.getByText(reply).waitFor();
    await saveScreenshot(family, `assistant-chat-${viewport.name}-live-reply`);
    await saveScreenshot(staff, `inbox-${viewport.name}`);
  });
}
