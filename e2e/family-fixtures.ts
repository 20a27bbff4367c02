import type { Locator, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  DEMO_STAFF,
  STRONG_PASSWORD,
  baseURL,
  dataDir,
  field,
  uniqueEmail,
  waitForPath,
} from './fixtures';
import { readLatestMail } from './outbox-mail';
import type { LanguageCode } from '../src/shared/i18n/languages';

/** The seeded demo family (the spec's 'Martinez Family'), signed in with 'Continue as demo family'. */
export const DEMO_FAMILY = {
  id: '00000000-0000-4000-8000-000000000001',
  familyName: 'Martinez Family',
  email: 'family@haven.demo',
} as const;

/** The family sidebar's entries, in order (spec 01 §2). */
export const FAMILY_SIDEBAR_ENTRIES = [
  'Dashboard',
  'Documents & Signing',
  'Upload Files',
  'Messages',
  'Video Conference',
  'Schedule Appointment',
  'Required Courses',
  'My Learning Journey',
  'Micro Learning Courses',
  'Course Catalog',
  'Additional Resources',
  'My Family',
  'Alternative Caregiver',
  'Other Adults',
  'Open Ticket',
  'Virtual Assistant',
];

/** The heading each dashboard tile shows, by configured component name. */
export const TILE_TITLES: Record<string, string> = {
  ApplicantType: 'Applicant Type',
  MotivationalQuote: 'Daily Inspiration',
  FileSubmissionNote: 'Prefer to send documents by e-mail?',
  HorizontalProgressTimeline: 'Journey at a Glance',
  ProgressTimeline: 'Approval Progress',
  Gamification: 'Achievements',
  RecentActivity: 'Recent Activity',
  PerformanceStats: 'Performance Stats',
  Announcements: 'Announcements',
  ActionCenter: 'What You Need to Do Now',
  QuickActions: 'Quick Actions',
  SupportTeam: 'Your Support Team',
  StatsOverviewDynamic: 'Family Statistics',
  HouseholdInfoDynamic: 'Household Information',
};

/** Calls Haven's API directly (set-up and clean-up that a test is not about); throws on an error status. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An access token of a staff account (super admin by default). */
export async function staffToken(email: string = DEMO_STAFF.superAdmin.email): Promise<string> {
  const session = await api<{ access_token: string }>('POST', '/auth/sign-in', {
    body: { email, password: DEMO_PASSWORD },
  });
  return session.access_token;
}

/** An access token of the demo family (its own session, apart from the browser's). */
export async function demoFamilyToken(): Promise<string> {
  return (await api<{ access_token: string }>('POST', '/auth/demo-family')).access_token;
}

/** Signs in from the home page with 'Continue as demo family' and waits for the dashboard. */
export async function continueAsDemoFamily(page: Page): Promise<void> {
  await page.goto('/');
  // Not before hydration: the prerendered page is inert until React has committed it.
  await page
    .getByRole('button', { name: 'Continue as demo family' })
    .and(page.locator(':not([inert] *)'))
    .click();
  await waitForPath(page, '/family');
  await page.getByRole('heading', { name: 'Welcome Back', level: 1 }).waitFor();
}

/** A dashboard tile: a region named by its heading. */
export function tile(page: Page, componentName: string): Locator {
  const title = TILE_TITLES[componentName];
  if (!title) throw new Error(`No title known for the tile ${componentName}`);
  return page.getByRole('region', { name: title, exact: true });
}

/** The visible form fields of the family password pages (reset link, invitation link). */
export function newPasswordForm(
  page: Page,
  submitLabel: string,
  labels = { password: 'New Password', confirmPassword: 'Confirm Password' },
) {
  const form = page.getByRole('form', { name: submitLabel });
  return {
    password: field(form, labels.password),
    confirmPassword: field(form, labels.confirmPassword),
    submit: form.getByRole('button', { name: submitLabel, exact: true }),
  };
}

/** Text on the page, exactly. */
export function byText(page: Page, value: string): Locator {
  return page.getByText(value, { exact: true });
}

/** Staff create a family (in `preferredLanguage`) and invite its primary applicant; returns the invitation link. */
export async function inviteNewFamily(surname: string, preferredLanguage: LanguageCode = 'en') {
  const token = await staffToken();
  const familyName = `${surname} Family`;
  const email = uniqueEmail(surname.toLowerCase());
  const family = await api<{ id: string }>('POST', '/staff/families', {
    token,
    body: {
      familyName,
      primaryContactName: `Grace ${surname}`,
      primaryContactEmail: email,
      preferredLanguage,
    },
  });
  await api('POST', `/staff/families/${family.id}/invite`, { token, body: { email } });
  const mail = await readLatestMail(dataDir, email);
  if (!mail.link || !/\/family\/accept-invite\?token=\S+$/.test(mail.link)) {
    throw new Error(`The invitation mail has no accept-invite link:\n${mail.text}`);
  }
  return { familyId: family.id, familyName, email, link: mail.link };
}

/** A family staff create and invite, whose primary applicant accepts the invitation (STRONG_PASSWORD). */
export async function newAcceptedFamily(surname: string, preferredLanguage: LanguageCode = 'en') {
  const invited = await inviteNewFamily(surname, preferredLanguage);
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(invited.link).searchParams.get('token'), password: STRONG_PASSWORD },
  });
  return invited;
}

/**
 * A family created through the product (newAcceptedFamily) that proposed `adult` (an uncle of `age`) moving in,
 * which staff accepted: the adult's own items (RFA 01B, photo ID, Live Scan) are asked for. `token`: the
 * applicants' access token.
 */
export async function newFamilyWithAcceptedAdult(surname: string, adult: string, age: number) {
  const invited = await newAcceptedFamily(surname);
  const session = await api<{ access_token: string }>('POST', '/auth/family/sign-in', {
    body: { email: invited.email, password: STRONG_PASSWORD },
  });
  const proposed = await api<{ id: string }>('POST', '/family/household/changes', {
    token: session.access_token,
    body: { kind: 'add_member', details: { name: adult, role: 'adult', relationship: 'Uncle', age } },
  });
  await api('POST', `/staff/families/${invited.familyId}/household/changes/${proposed.id}/decision`, {
    token: await staffToken(),
    body: { decision: 'accept' },
  });
  return { ...invited, token: session.access_token };
}
