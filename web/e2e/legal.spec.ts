import { expect, test } from '@playwright/test';

const pages = [
  { path: '/privacy-policy', title: 'Privacy Policy', next: '/state-notice' },
  { path: '/terms-of-use', title: 'Terms & Conditions', next: '/privacy-policy' },
  {
    path: '/state-notice',
    title:
      'Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers',
    next: '/privacy-policy',
  },
  { path: '/accessibility', title: 'Accessibility', next: '/contact-us' },
];

for (const { path, title, next } of pages) {
  test(`${path} shows its title and date, and links to ${next}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByText('Last updated: 10/14/2025')).toBeVisible();
    await expect(page.locator(`article a[href="${next}"]`).first()).toBeAttached();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
  });
}

test('a contents link brings its section into view below the header', async ({ page }) => {
  await page.goto('/terms-of-use');
  // The page is readable before the app runs; the app then renders it again with the contents folded on a phone.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'On this page' }).getByText('On this page').click();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: /^Dispute resolution/ })
    .click();
  await expect(page).toHaveURL(/#arbitration$/);
  const heading = page.getByRole('heading', { level: 2, name: /^Dispute resolution/ });
  await expect(heading).toBeInViewport();
  const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
});

test('the accessibility statement is a tap away in the footer, on a phone, in English and Spanish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Help and other formats' })).toBeAttached();
  await page.screenshot({ path: test.info().outputPath('accessibility-phone.png'), fullPage: true });

  await page.goto('/es/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click();
  await expect(page).toHaveURL(/\/es\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accesibilidad', exact: true })).toBeVisible();
});
