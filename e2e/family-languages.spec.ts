import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { LANGUAGE_NATIVE_NAMES, type LanguageCode } from '../src/shared/i18n/languages';
import { CHECKLIST_LOCALES } from '../src/shared/requirements/checklist-locales';
import { axeResults } from './axe';
import {
  api,
  continueAsDemoFamily,
  demoFamilyToken,
  inviteNewFamily,
  newPasswordForm,
} from './family-fixtures';
import { STRONG_PASSWORD, baseURL, field, saveScreenshot, useBrowser, waitForPath } from './fixtures';

/**
 * Issue 12: the family area in five languages. The expected words are read from the translation files the app
 * ships, so these tests check that the page shows them (not the key, not English), not the wording itself.
 */
const browser = useBrowser();

type Texts = Record<string, unknown>;
const texts = (folder: string, language: LanguageCode): Texts =>
  JSON.parse(
    readFileSync(new URL(`../src/client/${folder}/locales/${language}.json`, import.meta.url), 'utf8'),
  );

/** The text at a dotted path of a translation file. */
function text(file: Texts, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], file);
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const app = (language: LanguageCode) => texts('app', language);
const portal = (language: LanguageCode) => texts('features/family-portal', language);

/** Opens the header's language menu (named in the page's current language) and picks `language`. */
async function chooseLanguage(page: Page, from: LanguageCode, to: LanguageCode): Promise<void> {
  const menuName = fill(text(app(from), 'language.menuLabel'), { language: LANGUAGE_NATIVE_NAMES[from] });
  await page.getByRole('button', { name: menuName, exact: true }).click();
  await page.getByRole('menuitem', { name: LANGUAGE_NATIVE_NAMES[to], exact: true }).click();
  await page.getByRole('heading', { name: text(portal(to), 'dashboard.welcome'), level: 1 }).waitFor();
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The demo family is shared by the other spec files and tests: each starts, and leaves it, in English. */
async function demoFamilyInEnglish(): Promise<void> {
  await api('PUT', '/family/preferences', {
    token: await demoFamilyToken(),
    body: { preferredLanguage: 'en' },
  });
}

afterAll(demoFamilyInEnglish);

test('the demo family switches to Español: greeting, tiles, journey and upload dialog in Spanish, also after a reload', async () => {
  await demoFamilyInEnglish();
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  expect(await htmlLang(page)).toBe('en');
  await chooseLanguage(page, 'en', 'es');

  const es = portal('es');
  expect(await htmlLang(page)).toBe('es');
  for (const title of ['progress.title', 'actionCenter.title', 'glance.title'])
    await page.getByRole('region', { name: text(es, title), exact: true }).waitFor();
  expect(await page.getByRole('region', { name: 'Approval Progress', exact: true }).count()).toBe(0);

  // The journey's open step lists its documents in Spanish; one opens the upload dialog, in Spanish too.
  const documents = texts('features/documents', 'es');
  const petRecords = CHECKLIST_LOCALES.es['Pet Vaccination Records']?.name ?? '';
  expect(petRecords).not.toBe('');
  const label = fill(text(es, 'journey.documentLabel'), {
    name: petRecords,
    type: text(es, 'journey.documentTypes.upload'),
    status: '',
  });
  await page.getByRole('button', { name: label }).first().click();
  const dialog = page.getByRole('dialog', { name: text(documents, 'uploadDialog.title') });
  await dialog.getByRole('tab', { name: text(documents, 'uploadDialog.tabs.photo') }).waitFor();
  expect(await dialog.getByText(petRecords).count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await page.reload();
  await page.getByRole('heading', { name: text(es, 'dashboard.welcome'), level: 1 }).waitFor();
  expect(await htmlLang(page)).toBe('es');
  expect(await page.title()).toBe(`${text(app('es'), 'titles.dashboard')} · Haven`);

  const results = await axeResults(page);
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
  );
  expect(summary, `axe violations on /family in Spanish:\n${summary.join('\n')}`).toEqual([]);
});

test('a family whose preferred language is Chinese gets its invitation page, welcome and dashboard in Chinese, without choosing', async () => {
  const { link, email } = await inviteNewFamily(`Chen${Date.now().toString(36)}`, 'zh');
  const page = await browser.newPage();
  await page.goto(link);
  // The e-mailed link names the family's language: the page speaks it before anyone has signed in.
  const zh = texts('features/auth', 'zh');
  await page.getByRole('heading', { name: text(zh, 'invitation.title') }).waitFor();
  expect(await htmlLang(page)).toBe('zh-Hant');
  const form = newPasswordForm(page, text(zh, 'invitation.submit'), {
    password: text(zh, 'fields.newPassword'),
    confirmPassword: text(zh, 'fields.confirmPassword'),
  });
  await form.password.fill(STRONG_PASSWORD);
  await form.confirmPassword.fill(STRONG_PASSWORD);
  await form.submit.click();
  await waitForPath(page, '/family');
  await page.getByText(text(zh, 'invitation.readyMessage'), { exact: true }).waitFor();

  await page.getByRole('heading', { name: text(portal('zh'), 'dashboard.welcome'), level: 1 }).waitFor();
  expect(await htmlLang(page)).toBe('zh-Hant');
  await page.getByRole('region', { name: text(portal('zh'), 'progress.title'), exact: true }).waitFor();

  // On a new device the sign-in page speaks the browser's language (English here); the welcome is in Chinese.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(`${baseURL}/family/sign-in`);
  await field(elsewhere, 'Email').fill(email);
  await field(elsewhere, 'Password').fill(STRONG_PASSWORD);
  await elsewhere.getByRole('button', { name: 'Sign In', exact: true }).click();
  await elsewhere.getByText(text(zh, 'signIn.signedInFamily'), { exact: true }).waitFor();
  await elsewhere.getByRole('heading', { name: text(portal('zh'), 'dashboard.welcome'), level: 1 }).waitFor();
});

test('at 375 px no text is clipped and nothing runs off the page, in every language', async () => {
  await demoFamilyInEnglish();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await continueAsDemoFamily(page);
  let current: LanguageCode = 'en';
  for (const language of ['es', 'vi', 'tl', 'zh'] as const) {
    await chooseLanguage(page, current, language);
    current = language;
    await expect.poll(() => page.getByRole('status').count()).toBe(0);
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth)
        found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        const own = [...element.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        if (!own || element.offsetParent === null) continue;
        const style = getComputedStyle(element);
        // Visually hidden labels for screen readers are 1 px boxes on purpose.
        if (element.clientWidth <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') continue;
        const cuts = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        if (cuts && element.scrollWidth > element.clientWidth + 1)
          found.push(`"${element.textContent?.trim().slice(0, 60)}" is cut off`);
      }
      return found;
    });
    await saveScreenshot(page, `family-dashboard-375-${language}`);
    expect(problems, `${language} at 375 px`).toEqual([]);
  }
});
