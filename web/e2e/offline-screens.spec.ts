import { expect, test } from '@playwright/test';
import { savedAnswers } from './saved-answers.ts';

test('a screen visited online opens offline with its last data and says how old it is', async ({ page, context }) => {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill('contractor@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Customer satisfaction')).toBeVisible();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Account Summary' })).toBeVisible();
  await expect(page.getByText(/^Accepted on /)).toBeVisible();
  // Both screens' answers are saved on the device.
  await expect
    .poll(async () => {
      const saved = await savedAnswers(page);
      return ['"agreement"', '"profile"', '"voc"', '"scores"'].every((key) => saved.includes(key));
    })
    .toBe(true);
  // Offline start needs the service worker installed (it precaches the app shell and every chunk).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Summary' })).toBeVisible();
  await expect(page.getByText('contractor@example.com').first()).toBeVisible();
  await expect(page.getByText(/^Accepted on /)).toBeVisible();
  await expect(
    page.getByText(/You are offline\. Showing the copy saved on this device from .+ \(just now\)\./).first(),
  ).toBeVisible();

  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Customer satisfaction')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Dispatch statistics' })).toBeVisible();
  await expect(page.getByText(/You are offline\. Showing the copy saved/)).toBeVisible();
  await context.setOffline(false);
});
