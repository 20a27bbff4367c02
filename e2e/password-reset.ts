import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPasswordForm } from './family-fixtures';
import { STRONG_PASSWORD, authForm, dataDir, waitForPath } from './fixtures';
import { readLatestMail } from './outbox-mail';

/**
 * Forgot password? as its user does it: from the sign-in page of `area` (staff: /auth, family:
 * /family/sign-in), the e-mailed link, a new password, back to sign-in, and signing in with it lands on `home`.
 */
export async function resetForgottenPassword(
  page: Page,
  { area, email, home }: { area: 'auth' | 'family'; email: string; home: string },
): Promise<void> {
  const signInPath = area === 'auth' ? '/auth' : '/family/sign-in';
  await page.goto(signInPath);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await waitForPath(page, `/${area}/forgot-password`);
  // The router changes the URL before React has rendered the new page: until then, Email is sign-in's field.
  const send = page.getByRole('button', { name: 'Send reset link' });
  await send.waitFor();
  await authForm(page).email.fill(email);
  await send.click();
  await page
    .getByText('If an account exists for that e-mail, we sent a link to reset your password.', {
      exact: true,
    })
    .waitFor();

  // The reset mail comes from a job (issue 42: the request does the same work for every address).
  const mail = await readLatestMail(dataDir, email, { subject: 'Reset your Haven password' });
  expect(mail.link).toMatch(new RegExp(`/${area}/reset-password\\?token=\\S+$`));
  await page.goto(mail.link!);
  const form = newPasswordForm(page, 'Set new password');
  const newPassword = `${STRONG_PASSWORD}-new`;
  await form.password.fill(newPassword);
  await form.confirmPassword.fill(newPassword);
  await form.submit.click();
  await waitForPath(page, signInPath);

  const signIn = authForm(page);
  await signIn.email.fill(email);
  await signIn.password.fill(newPassword);
  await signIn.signInButton.click();
  await waitForPath(page, home);
}
