import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { InboxList } from '../src/shared/conversations/conversations.schema';
import { api, inviteNewFamily, staffToken } from './family-fixtures';
import { DEMO_STAFF, field, saveScreenshot, signInAsStaff, useBrowser, signInAsFamily } from './fixtures';

/**
 * A family reaches a person inside Haven (issue 50): New message in Messages, Send Message and Request a visit on
 * the dashboard; the conversation waits in the staff Inbox and the answer comes back in Messages.
 */
const browser = useBrowser();
const PASSWORD = 'a-long-passphrase-2026';
const PHONE = { width: 375, height: 812 };
const DESK = { width: 1366, height: 900 };

/** Staff create and invite a family; it accepts the invitation. Returns its name, id and address. */
async function newFamily(surname: string, language: 'en' | 'es') {
  const invited = await inviteNewFamily(surname, language);
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(invited.link).searchParams.get('token'), password: PASSWORD },
  });
  const token = await staffToken(DEMO_STAFF.admin.email);
  const found = await api<{ items: { id: string }[] }>(
    'GET',
    `/staff/families?search=${encodeURIComponent(invited.familyName)}`,
    { token },
  );
  return { ...invited, id: found.items[0]!.id, token };
}

function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

// Three signed-in pages and a live reply take longer than the default 60 s on a loaded machine.
test('a family created through the product writes to its caseworker from Messages; staff answer in the Inbox and the reply arrives in Messages', async () => {
  const family = await newFamily(`Okafor${Date.now().toString(36)}`, 'es');
  const [caseworker] = await api<{ userId: string; name: string }[]>(
    'GET',
    `/staff/families/support-staff-options?search=${encodeURIComponent(DEMO_STAFF.admin.name)}`,
    { token: family.token },
  );
  await api('PUT', `/staff/families/${family.id}/support-staff`, {
    token: family.token,
    body: { members: [{ userId: caseworker!.userId, roleTitle: 'Caseworker' }] },
  });

  const phone = await browser.newPage({ viewport: PHONE });
  await signInAsFamily(phone, family.email, PASSWORD);
  await phone.goto('/messages');
  await phone.getByRole('heading', { name: 'Mensajes', level: 1 }).waitFor();
  await phone.getByRole('button', { name: 'Nuevo mensaje' }).click();
  const composer = dialog(phone, 'Nuevo mensaje');
  const to = composer.getByRole('combobox', { name: 'Para' });
  await expect.poll(() => to.locator('option:checked').textContent()).toBe('Alex Morgan (Trabajador social)');
  // Sending an empty message is refused in the family's language, before anything reaches the server.
  await composer.getByRole('button', { name: 'Enviar mensaje' }).click();
  await composer.getByText('Por favor, escriba su mensaje.').waitFor();
  await field(composer, 'Asunto (opcional)').fill('Visita a domicilio');
  await field(composer, 'Mensaje').fill('Hola, ¿podrían visitarnos el martes por la mañana?');
  await saveScreenshot(phone, 'family-new-message-phone');
  await field(composer, 'Mensaje').focus();
  await phone.keyboard.press('Tab');
  await phone.keyboard.press('Tab');
  await phone.keyboard.press('Enter');
  await phone.getByText('Alex Morgan le responderá aquí, en Mensajes.').waitFor();
  await composer.waitFor({ state: 'hidden' });
  await phone.getByRole('heading', { name: 'Visita a domicilio', level: 2 }).waitFor();

  const inbox = await api<InboxList>('GET', '/staff/inbox?state=waiting&pageSize=100', {
    token: family.token,
  });
  const waiting = inbox.items.find((item) => item.familyId === family.id);
  expect(waiting).toMatchObject({ subject: 'Visita a domicilio', assignee: { name: DEMO_STAFF.admin.name } });

  const desk = await browser.newPage({ viewport: DESK });
  await signInAsStaff(desk, DEMO_STAFF.admin.email);
  await desk.goto('/staff/inbox');
  await desk.getByRole('tab', { name: /^Waiting/ }).click();
  await desk.getByLabel('Conversations').getByRole('button', { name: family.familyName }).click();
  await desk
    .getByLabel('Transcript')
    .getByText('Hola, ¿podrían visitarnos el martes por la mañana?')
    .waitFor();
  await desk.getByLabel('Reply to the family').fill('Sí, el martes a las 10 nos viene bien.');
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await desk.getByLabel('Transcript').getByText('Sí, el martes a las 10 nos viene bien.').waitFor();
  await saveScreenshot(desk, 'staff-inbox-family-message');

  // Live: the family's open thread shows the answer without reloading.
  await phone.getByText('Sí, el martes a las 10 nos viene bien.').waitFor();
  await saveScreenshot(phone, 'family-conversation-phone');

  const wide = await browser.newPage({ viewport: DESK });
  await signInAsFamily(wide, family.email, PASSWORD);
  await wide.goto('/messages');
  // The answer is in the conversation list's preview and in the open conversation.
  await wide.getByText('Sí, el martes a las 10 nos viene bien.').nth(1).waitFor();
  await saveScreenshot(wide, 'family-conversation-desk');
  await wide.getByRole('button', { name: 'Nuevo mensaje' }).click();
  await field(dialog(wide, 'Nuevo mensaje'), 'Mensaje').waitFor();
  await saveScreenshot(wide, 'family-new-message-desk');
}, 180_000);

test("before a caseworker is assigned, the dashboard's Request a visit writes to the agency's team, prefilled and editable", async () => {
  const family = await newFamily(`Nguyen${Date.now().toString(36)}`, 'en');
  const page = await browser.newPage({ viewport: PHONE });
  await signInAsFamily(page, family.email, PASSWORD);
  const team = page.getByRole('region', { name: 'Your Support Team', exact: true });
  await team.getByText('No support staff are assigned to your family yet.', { exact: false }).waitFor();
  await team.getByRole('button', { name: 'Request a visit' }).click();
  const composer = dialog(page, 'Request a visit');
  await composer.getByText("The agency's team", { exact: true }).waitFor();
  expect(await field(composer, 'Subject (optional)').inputValue()).toBe('Visit request');
  const message = field(composer, 'Message');
  expect(await message.inputValue()).toContain('I would like to schedule a home visit.');
  // The caret waits after the prefilled text: the family goes on writing.
  await message.pressSequentially('Weekday evenings after 5 pm.');
  expect(await message.inputValue()).toMatch(/work for us:\s*Weekday evenings after 5 pm\.$/);
  await saveScreenshot(page, 'family-request-visit-phone');
  await composer.getByRole('button', { name: 'Send message' }).click();
  await page.getByText("The agency's team will answer you here in Messages.").waitFor();

  const inbox = await api<InboxList>('GET', '/staff/inbox?state=waiting&pageSize=100', {
    token: family.token,
  });
  expect(inbox.items.find((item) => item.familyId === family.id)).toMatchObject({
    subject: 'Visit request',
    assignee: null,
    lastMessage: expect.stringContaining('Weekday evenings after 5 pm.'),
  });

  await page
    .getByRole('region', { name: 'Quick Actions', exact: true })
    .getByRole('button', { name: 'Send Message' })
    .click();
  const composeNew = dialog(page, 'New message');
  await field(composeNew, 'Message').waitFor();
  expect(await field(composeNew, 'Subject (optional)').inputValue()).toBe('');
});
