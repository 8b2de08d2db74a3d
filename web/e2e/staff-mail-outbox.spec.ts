/**
 * Staff read the mail the site sent, on a phone: the outbox lists it, and a mail opens to its HTML (in a sandboxed
 * frame, painted with its inline styles as the reader's mail app paints them) and its plain-text twin, with the
 * sign-in link taken out of both.
 */
import { expect, type Page, test } from '@playwright/test';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

let catcher: MailCatcher;
test.beforeAll(async () => {
  catcher = await startMailCatcher();
});
test.afterAll(async () => catcher.close());

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

test('staff open a sent mail and read its HTML and its text on a phone', async ({ page, request }) => {
  const asked = await request.post('/api/authenticate/forgotPassword', { data: { email: 'homeowner@example.com' } });
  expect(asked.ok()).toBe(true);
  // Sent through SMTP, and a copy kept in the outbox (MAIL_OUTBOX=1).
  const raw = await catcher.waitFor('homeowner@example.com');
  expect(raw).toMatch(/Content-Type: text\/html/i);

  await signIn(page, 'staff@example.com');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Mail outbox' }).click();
  await expect(page).toHaveURL(/\/account#outbox$/);
  const screen = page.getByRole('region', { name: 'Mail outbox' });
  await screen.getByRole('searchbox', { name: 'To' }).fill('homeowner@example.com');

  const mail = screen.getByTestId('staff-mail').filter({ hasText: 'Reset your Canyon Home Warranty password' }).first();
  await mail.getByRole('button').click();
  await expect(mail.getByRole('button')).toHaveAttribute('aria-expanded', 'true');

  const frame = mail.getByTitle('HTML version of “Reset your Canyon Home Warranty password”');
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  const html = page.frameLocator('iframe[title^="HTML version of “Reset your"]').first();
  const button = html.getByRole('link', { name: 'Choose a new password' });
  await expect(button).toBeVisible();
  // The mail's own inline styles apply in the frame: the button wears the brand's accent.
  await expect(button).toHaveCSS('background-color', 'rgb(194, 65, 12)');
  await expect(button).toHaveAttribute('href', '[sign-in link removed]');
  await expect(html.getByText('Hello Hannah,')).toBeVisible();

  const text = mail.locator('pre');
  await expect(text).toContainText('Hello Hannah,');
  await expect(text).toContainText('[sign-in link removed]');
  await expect(text).not.toContainText('/token?');

  // Nothing is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await frame.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('staff-mail-outbox-phone.png') });
  await mail.screenshot({ path: test.info().outputPath('staff-mail-outbox-mail.png') });
});
