import { expect, type Page, test } from '@playwright/test';
import { enterCard } from './hosted-card.ts';
import { fillTexasProperty, next, stepHeading, summary, TERMS } from './order-helpers.ts';

const firstPlanCard = (page: Page) => page.locator('article.plan-card').first();

async function expectStyledPlanCard(page: Page) {
  const card = firstPlanCard(page);
  await expect(card).toBeVisible();
  // Polled, so a card the app renders again while its plans load is read where it now is.
  await expect
    .poll(() =>
      card.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          border: computed.borderTopWidth,
          borderStyle: computed.borderTopStyle,
          padding: computed.paddingTop,
          display: computed.display,
        };
      }),
    )
    .toEqual({ border: '2px', borderStyle: 'solid', padding: '18px', display: 'flex' });
}

for (const path of ['/homeowner-warranty', '/home-buyers-warranty']) {
  test(`the plan cards on ${path} are framed and spaced on a direct load`, async ({ page }) => {
    await page.goto(path);
    await expectStyledPlanCard(page);
    // The app renders over the prerendered page: the card is found again, not held.
    await page.evaluate(() => document.querySelector('article.plan-card')?.scrollIntoView());
    await page.screenshot({ path: test.info().outputPath('plan-cards-direct.png') });
  });
}

test('the plan cards are framed and spaced after moving to the homeowner page in the app', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Homeowners', exact: true }).click();
  await expect(page).toHaveURL(/\/homeowner-warranty$/);
  await expectStyledPlanCard(page);
  // The plans may render again as they load: the card is found again, not held.
  await page.evaluate(() => document.querySelector('article.plan-card')?.scrollIntoView());
  await page.screenshot({ path: test.info().outputPath('plan-cards-navigated.png') });
});

test('a new buyer orders signed out, agrees to the terms, sees when coverage starts and creates a password', async ({
  page,
}) => {
  await page.goto('/order/consumer');
  await fillTexasProperty(page);

  // Until a plan is chosen the price bar asks for one; once chosen it shows the price.
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(summary(page)).toContainText('Choose a plan to see your price');
  await page.getByRole('button', { name: /^ORDER NOW: Essentials PLAN/ }).click();
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await expect(summary(page)).toContainText('Due today $39.99');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: /^Selected: Essentials PLAN/ })).toBeVisible();
  // Once a plan is chosen, the others offer to be chosen instead.
  await expect(page.getByRole('button', { name: /^CHOOSE: / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^ORDER NOW: / })).toHaveCount(0);
  await expect(summary(page)).not.toContainText('Choose a plan to see your price');
  await page.screenshot({ path: test.info().outputPath('plan-step-chosen.png') });
  await next(page);
  await next(page);

  await page.getByLabel('Owner first name').fill('Nora');
  await page.getByLabel('Owner last name').fill('Newbuyer');
  await page.getByLabel('Owner e-mail').fill('nora.newbuyer@example.com');
  await page.getByLabel('Owner phone').fill('5125550144');
  await next(page);
  await enterCard(page, { number: '4111 1111 1111 1111' });
  await next(page);

  // Placing needs the agreement to the terms and the sample contract.
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms-of-use');
  const sample = page.getByRole('link', { name: 'sample contract' });
  await expect(sample).toHaveAttribute('href', '/sample-contract/consumer/TX');
  // The sample contract opens beside the order: the homeowner plans sold in Texas, readable on a phone, and a PDF.
  const [contractPage] = await Promise.all([page.context().waitForEvent('page'), sample.click()]);
  await expect(contractPage.getByRole('heading', { level: 1 })).toHaveText(
    'Sample homeowner residential service contract: Texas',
  );
  await expect(contractPage.getByRole('heading', { name: 'Essentials', exact: true })).toBeVisible();
  await expect(contractPage.getByText('the Texas Real Estate Commission')).toBeVisible();
  await contractPage.screenshot({ path: test.info().outputPath('sample-contract.png') });
  const pdfHref = await contractPage.getByRole('link', { name: 'Download the PDF' }).getAttribute('href');
  const pdf = await contractPage.request.get(pdfHref ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await contractPage.close();
  // The box is a thumb's size, and its label names no link: a tap on the words ticks it.
  const box = await page.getByLabel(TERMS).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expect(page.locator('label', { hasText: TERMS }).getByRole('link')).toHaveCount(0);
  // Only the agreement missing: one message beside the box, which takes the focus, and no dialog.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please agree to the terms and conditions and the sample contract.' }),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByLabel(TERMS)).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('review-terms-required.png'), fullPage: true });
  await page.getByLabel(TERMS).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order\/consumer\/submitted$/);
  const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await expect(page.locator('.order-confirmation__facts')).toContainText(`Coverage starts${today}`);
  await page.getByRole('button', { name: 'Create your password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We have e-mailed nora.newbuyer@example.com' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('confirmation-create-password.png'), fullPage: true });
});
