import { expect, type Page, test } from '@playwright/test';

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

interface RunAnswer {
  trigger: string;
  changed: number;
  lines: string[];
  error: string | null;
}

test('an admin runs a clock job now and sees what it did', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/account#jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();

  const billing = page.getByTestId('staff-job').filter({ hasText: 'monthly-billing' });
  await expect(billing).toContainText('Daily at 09:00 UTC');
  await expect(page.getByTestId('staff-job').filter({ hasText: 'contract-lifecycle' })).toContainText(
    'Daily at 05:00 UTC',
  );

  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/staff/jobs/monthly-billing/run') && response.request().method() === 'POST',
  );
  await billing.getByRole('button', { name: /monthly-billing$/ }).click();
  const run = (await (await answered).json()) as RunAnswer;
  expect(run).toMatchObject({ trigger: 'staff', error: null });

  // The row now shows this run, started by staff, with what it changed and its lines opened.
  await expect(billing).toContainText('started by staff');
  await expect(billing).toContainText(`${run.changed} changed`);
  await expect(
    page.getByRole('status').filter({ hasText: `monthly-billing ran: ${run.changed} changed.` }),
  ).toBeVisible();
  if (run.lines.length > 0) {
    const lines = billing.getByRole('list', { name: 'What the last run of monthly-billing did' });
    await expect(lines).toBeVisible();
    for (const line of run.lines.slice(0, 5)) await expect(lines).toContainText(line);
  }

  await page.getByRole('region', { name: 'Jobs' }).screenshot({ path: test.info().outputPath('staff-jobs-phone.png') });
});
