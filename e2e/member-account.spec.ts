import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { waitForToast } from './documents-fixtures';
import { newFamilyWithAcceptedAdult, newPasswordForm } from './family-fixtures';
import {
  currentPath,
  dataDir,
  drawSignature,
  saveScreenshot,
  scrollsSideways,
  signInAsFamily,
  STRONG_PASSWORD,
  uniqueEmail,
  useBrowser,
  waitForPath,
} from './fixtures';
import { readLatestMail } from './outbox-mail';

/**
 * An adult's own account (issue 44): on a phone the applicant invites an adult of the home from Other Adults; the
 * adult accepts the e-mailed invitation, signs in at /family/sign-in and sees only My Items — their own RFA 01B,
 * none of the family's pages — fills it in, signs it and submits it; the applicant then reads it signed by them.
 */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };
const STATEMENT = 'Criminal Record Statement (RFA 01B)';
const MY_ITEMS = '/family/my-items';
const ADULT_PASSWORD = 'quiet-harbor-lantern-58';

/** A family created through the product, with an adult the family proposed moving in and staff accepted. */
async function familyWithAdult() {
  const surname = `Mensah${Date.now().toString(36)}`;
  const adult = `Kofi ${surname}`;
  return { ...(await newFamilyWithAcceptedAdult(surname, adult, 58)), adult };
}

test('on a phone the applicant invites an adult of the home; the adult signs in, sees only My Items, fills and signs their RFA 01B; the applicant reads it signed', async () => {
  const { email, adult } = await familyWithAdult();
  const adultEmail = uniqueEmail('kofi');

  // The applicant, on a phone: Other Adults shows the adult with no account of their own yet.
  const family = await browser.newPage({ viewport: PHONE });
  await signInAsFamily(family, email, STRONG_PASSWORD);
  await family.goto('/family/household/adults');
  const card = family.getByRole('article', { name: adult, exact: true });
  await card.getByRole('button', { name: 'Invite to their own account' }).click();
  const invite = family.getByRole('dialog', { name: `Invite ${adult} to their own account` });
  await invite
    .getByText('They will get an e-mail to choose a password and will see only their own forms and files.')
    .waitFor();
  await invite.getByRole('button', { name: 'Send' }).click();
  await invite.getByText('Enter their e-mail address.', { exact: true }).waitFor();
  await invite.getByRole('textbox', { name: 'Their e-mail address' }).fill(adultEmail);
  await expectNoAxeViolations(family, 'the invitation dialog');
  await invite.getByRole('button', { name: 'Send' }).click();
  await waitForToast(family, `Invitation sent to ${adultEmail}`);
  await card.getByText(`Invitation sent to ${adultEmail}`, { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Send again' }).waitFor();
  expect(await scrollsSideways(family)).toBe(false);
  await saveScreenshot(family, 'member-account-invited-375');

  // The invitation e-mail; the adult chooses a password, then signs in at the family sign-in.
  const mail = await readLatestMail(dataDir, adultEmail);
  expect(mail.link).toMatch(/\/family\/accept-invite\?token=\S+$/);
  const member = await browser.newPage({ viewport: PHONE });
  await member.goto(mail.link ?? '');
  const chosen = newPasswordForm(member, 'Set password');
  await chosen.password.fill(ADULT_PASSWORD);
  await chosen.confirmPassword.fill(ADULT_PASSWORD);
  await chosen.submit.click();
  await waitForPath(member, MY_ITEMS);
  await member.getByRole('button', { name: 'Sign out' }).click();
  await waitForPath(member, '/family/sign-in');
  await signInAsFamily(member, adultEmail, ADULT_PASSWORD, MY_ITEMS);

  // My Items: their own statement, and nothing of the family's.
  await member.getByRole('heading', { name: 'My Items', level: 1 }).waitFor();
  await member
    .getByText(`Signed in as ${adult} — these are the items the agency asks of you.`, { exact: true })
    .waitFor();
  await member.getByRole('heading', { name: STATEMENT, level: 2 }).waitFor();
  for (const name of ['Dashboard', 'Documents & Signing', 'Messages', 'My Family'])
    expect(await member.getByRole('link', { name, exact: true }).count(), name).toBe(0);
  expect(await member.getByRole('button', { name: /Notifications/ }).count()).toBe(0);
  expect(await scrollsSideways(member)).toBe(false);
  await expectNoAxeViolations(member, 'My Items');
  await saveScreenshot(member, 'member-account-my-items-375');
  for (const path of ['/family', '/documents', '/messages', '/family/household/adults']) {
    await member.goto(path);
    await waitForPath(member, MY_ITEMS);
  }

  // Their statement: filled in, signed with a drawn signature, submitted; no links to send from here.
  await member.getByRole('button', { name: `Open form: ${STATEMENT}` }).click();
  await member.getByRole('heading', { name: STATEMENT, level: 1 }).waitFor();
  const documentPath = currentPath(member);
  expect(documentPath).toMatch(/^\/documents\/sign\/[0-9a-f-]{36}$/);
  await member.getByRole('link', { name: 'Back to My Items' }).waitFor();
  expect(await member.getByRole('button', { name: /Send signing link/ }).count()).toBe(0);
  await member.getByLabel('Date of Birth').fill('1968-02-11');
  await member.getByRole('radio', { name: 'No' }).check();
  await member.getByRole('checkbox', { name: /I certify under penalty of perjury/ }).check();
  await member.getByRole('button', { name: `Sign: ${adult}` }).click();
  const dialog = member.getByRole('dialog', { name: `Sign as ${adult}` });
  await dialog.getByRole('button', { name: 'Save', exact: true }).waitFor();
  await expect.poll(() => dialog.evaluate((node) => node.getAnimations({ subtree: true }).length)).toBe(0);
  await drawSignature(member, dialog.getByRole('img', { name: /Signature pad/ }));
  await dialog.getByRole('checkbox', { name: /I agree to sign this document electronically/ }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForToast(member, 'Document fully signed');
  expect(await scrollsSideways(member)).toBe(false);
  await member.getByRole('button', { name: 'Submit Document' }).click();
  await waitForToast(member, 'Document submitted');
  await waitForPath(member, MY_ITEMS);
  await member.getByRole('heading', { name: STATEMENT, level: 2 }).waitFor();
  await saveScreenshot(member, 'member-account-submitted-375');

  // The applicant reads the statement signed by the adult.
  await family.goto(documentPath);
  const signer = family.getByRole('listitem', { name: adult, exact: true });
  await signer.getByText('Signed', { exact: true }).waitFor();
  await family.getByRole('button', { name: 'Download sealed PDF' }).waitFor();
}, 180_000);
