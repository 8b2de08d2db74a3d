/**
 * The resources section and the video-support sign-up against the real content API (seeded articles):
 * the recent list and Load More, an article opened at a wrong address ending at its canonical one, the
 * share dialog on a phone, and the sign-up's consent gate, required messages and thank-you state.
 */
import type { ForumEntrySummary } from '@hw/shared';
import { expect, type Page, test } from '@playwright/test';

const cards = (page: Page) => page.locator('.res-list__grid > li');

test('/resources lists the three newest articles and Load More adds three', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/forum/summaries/')) asked.push(path);
  });
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Home Warranty Resources' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  const first = cards(page).first();
  await expect(first.locator('img')).toHaveAttribute('src', /^\/api\/forum\/image\//);
  await expect(first.locator('.res-card__category')).not.toBeEmpty();
  await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(6);
  expect(asked).toContain('/api/forum/summaries/6/0');
  await expect(page).toHaveTitle(/^Recent Home Warranty Resources \| /);
  // The newsletter sign-up sits at the bottom of the page.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Sign Up for Our Newsletter' }),
  ).toBeVisible();
});

test('an article opened at a wrong address ends at its canonical address', async ({ page, request }) => {
  const [entry] = (await (await request.get('/api/forum/summaries/1/0')).json()) as ForumEntrySummary[];
  if (!entry) throw new Error('No article seeded');
  await page.goto('/resources');
  await expect(cards(page)).toHaveCount(3);
  const before = await page.evaluate(() => history.length);
  const wrongCategory = entry.categorySlug === 'hvac' ? 'plumbing' : 'hvac';
  await page.goto(`/resources/${wrongCategory}/an-old-title/${entry.categoryForumId}/${entry.id}`);
  await expect(page).toHaveURL(new RegExp(`${entry.url}$`));
  await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  // Replaced, not pushed: Back returns to the list, not to the wrong address.
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/resources$/);
});

test('on a phone the share dialog opens and closes', async ({ page, request }) => {
  const [entry] = (await (await request.get('/api/forum/summaries/1/0')).json()) as ForumEntrySummary[];
  await page.goto(entry!.url);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this article' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Share on Facebook' })).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).click();
  await expect(dialog).toHaveCount(0);
});

test.describe('the video-support sign-up', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });
  const errorOf = (page: Page, field: string) => page.locator(`.vs-form__error[data-field="${field}"]`);

  test('Submit waits for both agreements, then an empty form shows the required messages', async ({ page }) => {
    await page.goto('/streem-signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Streem for Your Team' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(submit(page)).toBeDisabled();
    await page.getByRole('checkbox', { name: /receive e-mails/ }).check();
    await expect(submit(page)).toBeDisabled();
    await page.getByRole('checkbox', { name: /data and privacy policy/ }).check();
    await expect(submit(page)).toBeEnabled();
    await expect(page.getByRole('link', { name: 'data and privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    await submit(page).click();
    await expect(errorOf(page, 'FirstName')).toHaveText('FirstName is required.');
    await expect(errorOf(page, 'LastName')).toHaveText('LastName is required.');
    await expect(errorOf(page, 'Email')).toHaveText('Email is required.');
    await expect(errorOf(page, 'Company')).toHaveText('Company is required.');
    await expect(errorOf(page, 'Phone')).toHaveText('PhoneNumber is required');
    await expect(page.getByLabel('First Name')).toBeFocused();
  });

  test('a complete sign-up shows the thank-you message and disables the form', async ({ page }) => {
    await page.goto('/streem-signup');
    await page.getByLabel('First Name').fill('Dana');
    await page.getByLabel('Last Name').fill('Reyes');
    await page.getByLabel('Email').fill('dana@reyesplumbing.example');
    await page.getByLabel('Company').fill('Reyes Plumbing');
    await page.getByLabel('Phone').pressSequentially('5125550100');
    await expect(page.getByLabel('Phone')).toHaveValue('512-555-0100');
    await page.getByRole('checkbox', { name: /receive e-mails/ }).check();
    await page.getByRole('checkbox', { name: /data and privacy policy/ }).check();
    await submit(page).click();
    await expect(page.getByRole('status')).toContainText('within a couple of business days to complete your signup');
    await expect(page.getByLabel('First Name')).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: /receive e-mails/ })).toBeDisabled();
    await expect(submit(page)).toHaveCount(0);
  });
});
