import { expect, test } from '@playwright/test';

test('the home page shows the header, hero actions and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Repair' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Plans & Pricing' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
});

test('an unknown page shows the not-found texts and goes back home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: "Oh no… This isn't right" })).toBeVisible();
  await expect(page.getByText("We can't seem to find the page you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the chat widget is hidden on order pages', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  await page.goto('/order/consumer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
});

test('offline, a deep link reloads from the service worker and /api is never answered with HTML', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled yet; a reload puts the page under the worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'About Our Company' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'About Our Company' })).toBeVisible();

  const apiAnswer = await page.evaluate(async () => {
    try {
      const res = await fetch('/api/no-such-route');
      return { type: res.headers.get('content-type') ?? '', status: res.status };
    } catch {
      return { type: 'network-error', status: 0 };
    }
  });
  expect(apiAnswer.type).not.toContain('text/html');
  await context.setOffline(false);
});
