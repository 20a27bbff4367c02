import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type {
  ChatSettings,
  ChatStart,
  EscalationResult,
} from '../src/shared/conversations/conversations.schema';
import { api, demoFamilyToken, staffToken } from './family-fixtures';
import { DEMO_STAFF, saveScreenshot, signInAsStaff, useBrowser } from './fixtures';

/**
 * System Configuration's Assistant chat section: what staff save there is what the API returns and what the
 * assistant uses (an office with no business days is closed whenever a family asks for a person).
 */
const browser = useBrowser();

function chatSection(page: Page) {
  return page.getByRole('region', { name: 'Assistant chat' });
}

async function talkToHumanAsDemoFamily(): Promise<string> {
  const token = await demoFamilyToken();
  const started = await api<ChatStart>('POST', '/family/chat/sessions', { token });
  const escalated = await api<EscalationResult>(
    'POST',
    `/family/chat/sessions/${started.session.id}/escalate`,
    { token },
  );
  return escalated.followUps.map((message) => message.content).join('\n');
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 800 },
]) {
  test(`chat settings saved in System Configuration are returned by the API and close the office (${viewport.name})`, async () => {
    const token = await staffToken();
    const original = await api<ChatSettings>('GET', '/staff/system/chat-settings', { token });
    const page = await browser.newPage({ viewport });
    await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
    try {
      await page.goto('/staff/admin/system');
      const section = chatSection(page);
      const save = section.getByRole('button', { name: 'Save chat settings' });
      await save.waitFor();
      expect(await save.isDisabled()).toBe(true);

      await section.getByLabel('Opens at').fill('18:00');
      await section.getByLabel('Closes at').fill('09:00');
      await save.click();
      await section.getByText('Closing time must be after opening time').waitFor();
      await section.getByLabel('Closes at').fill('19:30');

      for (const day of original.businessDays) {
        const chip = section.getByRole('checkbox', { name: DAY_NAMES[day] });
        await chip.focus();
        await page.keyboard.press('Space');
        expect(await chip.isChecked()).toBe(false);
      }
      await section.getByRole('button', { name: 'Add number' }).click();
      const rows = original.emergencyNumbers.length + 1;
      await section.getByRole('textbox', { name: `Label ${rows}`, exact: true }).fill('County crisis line');
      await section.getByRole('textbox', { name: `Number ${rows}`, exact: true }).fill('1-800-555-0199');
      await section.getByRole('button', { name: 'Remove emergency number 1' }).click();
      await section.getByLabel('Keep chat transcripts for (days)').fill('90');
      await saveScreenshot(page, `chat-settings-${viewport.name}`);
      await save.click();
      await page.getByText('Chat settings saved', { exact: true }).waitFor();

      const saved = await api<ChatSettings>('GET', '/staff/system/chat-settings', { token });
      expect(saved).toMatchObject({
        businessDays: [],
        openTime: '18:00',
        closeTime: '19:30',
        timeZone: original.timeZone,
        retentionDays: 90,
      });
      expect(saved.emergencyNumbers).toEqual([
        ...original.emergencyNumbers.slice(1),
        { label: 'County crisis line', number: '1-800-555-0199' },
      ]);
      expect(await talkToHumanAsDemoFamily()).toContain('Our office is closed right now.');

      await page.reload();
      await chatSection(page).getByLabel('Keep chat transcripts for (days)').waitFor();
      expect(await chatSection(page).getByLabel('Keep chat transcripts for (days)').inputValue()).toBe('90');
    } finally {
      await api('PUT', '/staff/system/chat-settings', { token, body: original });
    }
  });
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
