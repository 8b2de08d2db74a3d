/**
 * Adding the app to the home screen where it helps: a card on a contractor's dashboard (and after an order or a
 * claim) opens the browser's install dialog, tells an iPhone how, and stays away once dismissed or installed. The
 * footer's button reads clearly on its dark background.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, devices, expect, type Page, test } from '@playwright/test';
import { browserOffersInstall, installCard as card, installDialogsOpened } from './install-offer-helpers.ts';

async function contractorDashboard(page: Page) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill('contractor@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test("a contractor's dashboard offers the app for the home screen, and Not now is remembered", async ({ page }) => {
  await contractorDashboard(page);
  // No offer from the browser (and no iPhone): nothing to show.
  await expect(card(page)).toHaveCount(0);

  await browserOffersInstall(page);
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText('Open your tickets in one tap and keep working where the signal drops.');
  await card(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('install-card-contractor.png') });
  await card(page).getByRole('button', { name: 'Add now' }).click();
  await expect.poll(() => installDialogsOpened(page)).toBe(1);
  // The browser's offer is used once: turned down, the card goes until the browser offers again.
  await expect(card(page)).toHaveCount(0);

  await browserOffersInstall(page);
  await card(page).getByRole('button', { name: 'Not now' }).click();
  await expect(card(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await browserOffersInstall(page);
  await expect(page.getByText('Customer satisfaction')).toBeVisible();
  await expect(card(page)).toHaveCount(0);
});

async function phoneContext(browser: import('@playwright/test').Browser, userAgent?: string): Promise<BrowserContext> {
  return browser.newContext({ ...devices['Pixel 7'], ...(userAgent ? { userAgent } : {}) });
}

test('on an iPhone the card says how: Share, then Add to Home Screen', async ({ browser }) => {
  const context = await phoneContext(browser, devices['iPhone 14'].userAgent);
  const page = await context.newPage();
  await contractorDashboard(page);
  await expect(card(page)).toContainText('Tap Share at the bottom of Safari, then “Add to Home Screen”.');
  await expect(card(page).getByRole('button', { name: 'Add now' })).toHaveCount(0);
  await card(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('install-card-iphone.png') });
  await context.close();
});

test('installed (running from the home screen), nothing is offered', async ({ browser }) => {
  const context = await phoneContext(browser, devices['iPhone 14'].userAgent);
  // The display mode an installed app runs in.
  await context.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === '(display-mode: standalone)'
        ? ({ ...real(query), matches: true, media: query } as MediaQueryList)
        : real(query);
  });
  const page = await context.newPage();
  await contractorDashboard(page);
  await browserOffersInstall(page);
  await expect(page.getByText('Customer satisfaction')).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  await context.close();
});

/** The contrast ratio of two CSS rgb() colours (WCAG 2). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test("the footer's Install app button reads clearly on the footer (WCAG AA)", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await browserOffersInstall(page);
  // The footer's code loads as the visitor scrolls down to it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Install app' });
  await expect(button).toBeVisible();
  const colors = await button.evaluate((element) => {
    let node: Element | null = element;
    let background = 'rgba(0, 0, 0, 0)';
    while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
      background = getComputedStyle(node).backgroundColor;
      node = node.parentElement;
    }
    return { text: getComputedStyle(element).color, background };
  });
  expect(contrast(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
  // Checked by axe too, with the rest of the footer (WCAG 2 A and AA: contrast, names, roles).
  const results = await new AxeBuilder({ page }).include('footer').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('footer-install-button.png') });
  await button.click();
  await expect.poll(() => installDialogsOpened(page)).toBe(1);
});
