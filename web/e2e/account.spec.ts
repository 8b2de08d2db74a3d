import { expect, type Page, test } from '@playwright/test';
import { enterCard } from './hosted-card.ts';
import { savedAnswers } from './saved-answers.ts';

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name, exact: true });

test('the homeowner pays the past due invoice with the saved card and sees it paid', async ({ page }) => {
  await signIn(page, 'homeowner@example.com');
  // The first screen says what needs attention.
  await expect(page.getByRole('region', { name: 'Needs Your Attention' })).toContainText('1 payment is past due');
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/account#invoices$/);

  await expect(page.getByRole('region', { name: 'Failed Payments' })).toContainText(
    'The card was declined by the bank.',
  );
  const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
  // Six monthly payments paid with the saved card, and the seventh past due after its charge was declined.
  await expect(invoices.getByTestId('invoice')).toHaveCount(7);
  await expect(invoices.getByTestId('invoice').filter({ hasText: 'Paid' })).toHaveCount(6);
  const pastDue = invoices.getByTestId('invoice').filter({ hasText: 'Past due' });
  await expect(pastDue).toHaveCount(1);
  // What is owed comes first.
  await expect(invoices.getByTestId('invoice').first()).toContainText('Past due');
  await expect(pastDue).toContainText('HW-20418837');
  await pastDue.getByRole('button', { name: 'Pay $64.99' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pay Invoice' });
  // The single saved card is the one used.
  await expect(dialog.getByRole('radio', { name: /Visa ending 1111, expires 12\/29/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Pay $64.99' }).click();
  await expect(page.getByText('Successfully processed payment for contract: HW-20418837')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same invoice is now paid: none past due, seven paid, no new one.
  await expect(invoices.getByTestId('invoice').filter({ hasText: 'Past due' })).toHaveCount(0);
  await expect(invoices.getByTestId('invoice').filter({ hasText: 'Paid' })).toHaveCount(7);
  await expect(invoices.getByTestId('invoice')).toHaveCount(7);
  await expect(invoices.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Failed Payments' })).toBeHidden();
});

test('the homeowner adds the card 4111 1111 1111 1111 and deletes it', async ({ page }) => {
  await signIn(page, 'homeowner@example.com');
  await menu(page, 'Billing').click();
  const methods = page.getByRole('region', { name: 'Payment Methods' });
  await expect(methods.getByTestId('payment-method')).toHaveCount(1);

  await methods.getByRole('button', { name: 'Add a Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Card' });
  // Saving with no card typed says so at the card.
  await dialog.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Please enter your card details.');
  await page.keyboard.press('Enter');
  // The card is typed into the gateway's form, which opened by itself; the dialog then saves it to the account.
  await enterCard(dialog, { number: '4111111111111111', expiry: '12/30' });
  await dialog.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Your card has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = methods.getByTestId('payment-method').filter({ hasText: 'Expires 12/30' });
  await expect(added).toContainText('Visa ending 1111');
  await expect(methods.getByTestId('payment-method')).toHaveCount(2);

  await added.getByRole('button', { name: 'Delete Visa ending 1111, expires 12/30' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete Card' });
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your card has been deleted.')).toBeVisible();
  await expect(methods.getByTestId('payment-method')).toHaveCount(1);
  await expect(methods.getByTestId('payment-method')).toContainText('Expires 12/29');
});

test('the homeowner dismisses a notice, then all of them', async ({ page }) => {
  await signIn(page, 'homeowner@example.com');
  await page.goto('/account#notices');
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByTestId('notice')).toHaveCount(3);

  await notices.getByRole('button', { name: 'Dismiss Summer A/C check' }).click();
  await expect(notices.getByTestId('notice')).toHaveCount(2);
  await expect(notices.getByText('Summer A/C check')).toBeHidden();

  await notices.getByRole('button', { name: 'Dismiss All' }).click();
  await page.getByRole('alertdialog', { name: 'Dismiss All Notices' }).getByRole('button', { name: 'Yes' }).click();
  await expect(notices.getByTestId('notice')).toHaveCount(0);
  await expect(notices).toContainText('You have no notices.');

  // They stay dismissed, on the device's saved copy too.
  await expect
    .poll(async () => {
      const saved = await savedAnswers(page);
      return (
        saved.includes('"notices"') && !/Summer A\/C check|A payment did not go through|Get text updates/.test(saved)
      );
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText('You have no notices.');
});

test('the agent sees their own orders only', async ({ page }) => {
  await signIn(page, 'agent@example.com');
  await menu(page, 'Orders').click();
  const orders = page.getByRole('region', { name: 'Orders' }).getByTestId('agent-order');
  // The two demo orders (the ordering tests may have added more of the agent's own).
  await expect(orders.filter({ hasText: /HW-3187(7420|7562)/ })).toHaveCount(2);

  const closing = orders.filter({ hasText: 'HW-31877420' });
  await expect(closing).toContainText('Buyer: Brooke Bennett');
  await expect(closing).toContainText('4410 E Camelback Rd, Phoenix, AZ 85018');
  await expect(closing).toContainText("Buyer's Choice");
  await expect(closing).toContainText('Closing soon');
  await expect(closing).toContainText('$556.00');

  const listing = orders.filter({ hasText: 'HW-31877562' });
  await expect(listing).toContainText('Seller: Sam Sato');
  await expect(listing).toContainText('listing coverage');
  await expect(listing).toContainText('Pending');
  await expect(listing).toContainText('$425.00');

  // Nobody else's contracts: not the homeowner's.
  await expect(page.getByText('HW-20418837')).toHaveCount(0);
});
