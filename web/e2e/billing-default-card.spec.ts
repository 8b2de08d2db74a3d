/**
 * The default card on a phone: each saved card lists the plans it pays (plan name, address, policy number);
 * choosing a plan's card moves the plan, "Make default" moves the Default badge at once, and removing the
 * default card says which card is the default now. It counts the demo homeowner's cards: its file runs before
 * the claims' files, which save more cards to that account.
 */
import { expect, type Page, test } from '@playwright/test';
import { enterCard } from './hosted-card.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Closes the notifications shown so far, so the screenshot shows the cards. */
async function closeNotifications(page: Page) {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0) await close.first().click();
}

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

test('the homeowner makes a new card the default and gives it the plan, then removes it', async ({ page }) => {
  await signIn(page, 'homeowner@example.com');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Billing', exact: true })
    .click();
  const methods = page.getByRole('region', { name: 'Payment Methods' });
  // The demo card (other tests may have saved another card with the same last four).
  const visa = methods.getByTestId('payment-method').filter({ hasText: /Visa ending 1111[\s\S]*Expires 12\/29/ });
  await expect(visa).toContainText('Default');
  await expect(visa.getByTestId('card-plan')).toHaveText(
    /2100 Barton Springs Rd, Austin, TX 78704.*Policy HW-20418837/,
  );

  await methods.getByRole('button', { name: 'Add a Card' }).click();
  const add = page.getByRole('dialog', { name: 'Add a Card' });
  await enterCard(add, { number: '5424 0000 0000 0015', expiry: '11/31' });
  await add.getByRole('button', { name: 'Save Card' }).click();
  await expect(add).toBeHidden();
  const master = methods.getByTestId('payment-method').filter({ hasText: 'Mastercard ending 0015' });
  await expect(master).toContainText('Pays no plan yet.');
  await expect(master.getByText('Default', { exact: true })).toHaveCount(0);

  // The plan's card moves to the new card; the default stays where it was, and each card says so.
  await methods.getByRole('button', { name: "Choose a Plan's Card" }).click();
  const choose = page.getByRole('dialog', { name: 'Card for a Plan' });
  await choose.getByRole('radio', { name: /Mastercard ending 0015/ }).check();
  await choose.getByRole('button', { name: 'Save' }).click();
  await expect(choose).toBeHidden();
  await expect(master.getByTestId('card-plan')).toContainText('Policy HW-20418837');
  await expect(visa).toContainText('Pays no plan yet.');
  await expect(visa.getByText('Default', { exact: true })).toBeVisible();

  // Make default: the badge moves at once, and the other card now offers it.
  await master.getByRole('button', { name: 'Make Mastercard ending 0015, expires 11/31 your default card' }).click();
  await expect(page.getByText('Mastercard ending 0015 is now your default card.')).toBeVisible();
  await expect(master.getByText('Default', { exact: true })).toBeVisible();
  await expect(visa.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(visa.getByRole('button', { name: /^Make Visa ending 1111/ })).toBeVisible();
  await expect(master.getByRole('button', { name: /^Make / })).toHaveCount(0);
  await closeNotifications(page);
  await visa.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/default-card-moved.png', fullPage: false });

  // The default card pays the plan: it cannot go until the plan has another card.
  await master.getByRole('button', { name: 'Delete Mastercard ending 0015, expires 11/31' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Card' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/pays the monthly invoices of contract HW-20418837/)).toBeVisible();
  await methods.getByRole('button', { name: "Choose a Plan's Card" }).click();
  await choose.getByRole('radio', { name: /Visa ending 1111/ }).check();
  await choose.getByRole('button', { name: 'Save' }).click();
  await expect(choose).toBeHidden();
  await expect(visa.getByTestId('card-plan')).toContainText('Policy HW-20418837');

  // Removing the default card says which card is the default now, and the badge is on it.
  await master.getByRole('button', { name: 'Delete Mastercard ending 0015, expires 11/31' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Card' }).getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText('Your card has been deleted. Visa ending 1111, expires 12/29 is now your default card.'),
  ).toBeVisible();
  await expect(methods.getByTestId('payment-method')).toHaveCount(1);
  await expect(visa.getByText('Default', { exact: true })).toBeVisible();
  await closeNotifications(page);
  await visa.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/default-card-after-removal.png', fullPage: false });
});
