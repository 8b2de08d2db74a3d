/**
 * The homeowner's, buyer's and title officer's screens in the pseudo-locale: every word a screen shows comes from
 * a catalogue, so a text in plain English letters is hard-coded English that Spanish pages would show too. Runs
 * against the pseudo-locale's build only (docs/languages.md):
 *   PSEUDO_LOCALE=1 npm run build -w web
 *   PSEUDO_LOCALE=1 WEB_DIST=web/dist-pseudo npx playwright test web/e2e/pseudo-locale.spec.ts
 */
import { expect, type Page, test } from '@playwright/test';
import { isPseudoText } from '../../scripts/lib/pseudo-locale.ts';

/**
 * What a screen may show in plain letters besides what it marks (English content from the database in an element
 * with `lang="en"`, names and addresses with `translate="no"`): contract and invoice numbers, e-mail addresses,
 * card brands, and what Intl writes (dates, times).
 */
const ALLOWED = [
  /^Canyon( Home Warranty)?$/,
  /^[\w.+-]+@[\w.-]+$/,
  /^(HW|WO|SR|INV)-[\w-]+$/,
  /\b(AZ|ID|NV|OR|TX|UT)\b \d{5}/,
  /^(Arizona|Idaho|Nevada|Oregon|Texas|Utah)$/,
  /^(Visa|Mastercard|American Express|Discover)$/,
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b \d{1,2}, \d{4}/,
  /\b(AM|PM)\b/,
];

/**
 * The demo homeowner's data that stays as written: their own words on a request, the contractor's company,
 * and what the server writes in English (README "Languages": the timeline's visit detail).
 */
const HOMEOWNER_DATA = [
  /^(Hannah|Holt)$/,
  // The demo contract's plan: plan names stay as the catalogue writes them.
  /^Signature$/,
  // Notices are written by the server in English (README "Languages").
  /^(A payment did not go through|Get text updates on your service requests|Summer A\/C check)$/,
  /^(We could not charge your card|Opt in to text messages|Book a tune-up before the heat)/,
  /^The upstairs unit blows warm air\.$/,
  /^No hot water since yesterday/,
  /^(A cooling contractor|Castillo Appliance & Air LLC)$/,
  /^Visit between \d{1,2}(AM|PM) and \d{1,2}(AM|PM)$/,
];

/** The visible texts of the page in plain English letters that no allowance explains. */
async function unmarkedTexts(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript, template, iframe, [hidden]')) continue;
      // Marked as not the page's words: content in its own language, or a name not to translate.
      const marked = element.closest('[lang], [translate="no"]');
      if (marked && marked !== document.documentElement) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      found.push(text);
    }
    return found;
  });
  return [...new Set(texts)].filter(
    (text) => !isPseudoText(text) && ![...ALLOWED, ...allowed].some((allowance) => allowance.test(text)),
  );
}

const SECTIONS = ['warranty', 'invoices', 'serviceRequestHistory', 'notices', 'profile'];

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function expectAllFromCatalogues(page: Page, name: string, allowed: RegExp[] = []) {
  await page.waitForLoadState('networkidle');
  await shot(page, name);
  expect.soft(await unmarkedTexts(page, allowed), `${name}: text in plain English`).toEqual([]);
}

test('the public pages and the order show only catalogue words', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toContainText('⟦');
  await expectAllFromCatalogues(page, 'home');
  for (const path of ['/homeowner-warranty', '/home-buyers-warranty', '/about-us', '/contact-us', '/account']) {
    await page.goto(path);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await expectAllFromCatalogues(page, path.slice(1));
  }
  await page.goto('/order/consumer');
  await expect(page.locator('h2').first()).toBeVisible();
  await expectAllFromCatalogues(page, 'order');
});

test('the homeowner’s account shows only catalogue words', async ({ page }) => {
  await page.goto('/account');
  await page.locator('#login-username').fill('homeowner@example.com');
  await page.locator('input[type="password"]').fill('demo-password');
  await page.locator('input[type="password"]').press('Enter');
  await expect(page.locator('nav[aria-label^="⟦"]').first()).toBeVisible();
  await expectAllFromCatalogues(page, 'account', HOMEOWNER_DATA);
  for (const category of SECTIONS) {
    await page.goto(`/account#${category}`);
    await expect(page.locator('h2, h1').first()).toBeVisible();
    await expectAllFromCatalogues(page, `account-${category}`, HOMEOWNER_DATA);
  }
});
