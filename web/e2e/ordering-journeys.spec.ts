import { expect, type Page, test } from '@playwright/test';

const firstPlanCard = (page: Page) => page.locator('article.plan-card').first();

async function expectStyledPlanCard(page: Page) {
  const card = firstPlanCard(page);
  await expect(card).toBeVisible();
  const style = await card.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      border: computed.borderTopWidth,
      borderStyle: computed.borderTopStyle,
      padding: computed.paddingTop,
      display: computed.display,
    };
  });
  expect(style).toEqual({ border: '2px', borderStyle: 'solid', padding: '18px', display: 'flex' });
}

for (const path of ['/homeowner-warranty', '/home-buyers-warranty']) {
  test(`the plan cards on ${path} are framed and spaced on a direct load`, async ({ page }) => {
    await page.goto(path);
    await expectStyledPlanCard(page);
    await firstPlanCard(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('plan-cards-direct.png') });
  });
}

test('the plan cards are framed and spaced after moving to the homeowner page in the app', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Homeowners', exact: true }).click();
  await expect(page).toHaveURL(/\/homeowner-warranty$/);
  await expectStyledPlanCard(page);
  await firstPlanCard(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('plan-cards-navigated.png') });
});
