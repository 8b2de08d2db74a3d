/**
 * How a plan is paid, from My Plans at phone size, reached by taps: the day it is paid through, auto-renewal
 * on and off, automatic payment off and on again with the exact words agreed to (shown before, recorded by
 * the server after), the payments and charges with the balance, and paying the rest of the monthly term.
 *
 * The browser tests share one database: by the time this one runs in a full run, the past-due premium may
 * have been paid (account.spec.ts), the demo plan upgraded to a new contract (contract-changes.spec.ts) and
 * other plans ordered (ordering.spec.ts). So it works on the active plan of the demo home, whichever contract
 * it is, and reads from the plan whether it owes.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill('homeowner@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

const agreement = (policyNumber: string) =>
  `I authorise Canyon Home Warranty to charge my Visa ending 1111 for contract ${policyNumber}: each monthly ` +
  'payment as it falls due, and the renewal price if the plan renews, until I turn automatic payment off or ' +
  'remove the card.';

/** A screenshot of the phone's screen with `target` at its top, for a person to look at. */
async function shot(page: Page, target: Locator, name: string) {
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    // Below the sticky headers of the site and of the account.
    window.scrollBy(0, -200);
  });
  await page.screenshot({ path: `/tmp/plan-money-${name}.png` });
}

const startOfToday = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

test('the homeowner turns auto-renewal and automatic payment off and on, and reads the plan’s payments', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My Plans' }).tap();
  const plans = page.getByRole('region', { name: 'My Plans' });
  // The demo plan of 2100 Barton Springs Rd, or the contract that upgraded it: other journeys may have
  // ordered the homeowner more plans.
  const plan = plans
    .getByTestId('contract')
    .filter({ hasText: '2100 Barton Springs Rd' })
    .filter({ has: page.locator('.contract-status--active') });
  await expect(plan).toBeVisible();
  const policyNumber = ((await plan.getByText(/^Contract HW-\d+$/).textContent()) ?? '').replace('Contract ', '');
  expect(policyNumber).toMatch(/^HW-\d+$/);

  // Paid through a day from the ledger: six months paid and the monthly grace reach past today.
  const facts = plan.locator('.plan-money__facts');
  const paidThrough = facts.locator('div').filter({ hasText: 'Paid through' }).locator('dd');
  await expect(paidThrough).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(Date.parse(`${await paidThrough.textContent()} UTC`)).toBeGreaterThan(startOfToday());
  const balance = (await facts.locator('div').filter({ hasText: 'Balance' }).locator('dd').textContent()) ?? '';
  expect(balance).toMatch(/^(\$[\d,]+\.\d{2} owed|Nothing owed|\$[\d,]+\.\d{2} in your favor)$/);
  const owes = /^\$.* owed$/.test(balance);
  await shot(page, plan, 'plan');

  // Auto-renewal: the switch turns it on and off, and the plan says which it is.
  const renew = plan.getByRole('switch', { name: 'Renews automatically' });
  const renewedAtFirst = (await renew.getAttribute('aria-checked')) === 'true';
  for (const on of [!renewedAtFirst, renewedAtFirst]) {
    await renew.tap();
    await expect(renew).toHaveAttribute('aria-checked', String(on));
    await expect(plan.getByText(`Renews automatically: ${on ? 'Yes' : 'No'}`)).toBeVisible();
    await expect(
      plan.getByText(on ? /^It renews by itself when its term ends on / : /^Coverage ends on /),
    ).toBeVisible();
  }

  // Automatic payment: on with the saved Visa (the demo agreed to it at checkout), turned off after a question.
  const automatic = plan.getByRole('switch', { name: 'Automatic payment' });
  await expect(automatic).toHaveAttribute('aria-checked', 'true');
  await expect(plan.getByText('Automatic payment: On with Visa ending 1111')).toBeVisible();
  await expect(plan.getByTestId('agreed-words')).toContainText('I authorise Canyon Home Warranty to charge my Visa');
  await automatic.tap();
  const question = page.getByRole('alertdialog', { name: 'Turn Off Automatic Payment' });
  await expect(question).toContainText('Later payments will be invoiced, and you pay each one from your account.');
  await page.screenshot({ path: '/tmp/plan-money-turn-off.png' });
  await question.getByRole('button', { name: 'Turn Off' }).tap();
  await expect(question).toBeHidden();
  await expect(automatic).toHaveAttribute('aria-checked', 'false');
  await expect(plan.getByText('Automatic payment: Off')).toBeVisible();
  await expect(
    plan.getByText('Later payments will be invoiced, and you pay each one from your account.'),
  ).toBeVisible();
  await expect(plan.getByTestId('agreed-words')).toHaveCount(0);
  await shot(page, plan.locator('.plan-money__facts'), 'off');

  // On again: the saved card is chosen, and the words agreed to are shown before anything is saved.
  await automatic.tap();
  const dialog = page.getByRole('dialog', { name: 'Turn On Automatic Payment' });
  const savedVisa = dialog.getByRole('radio', { name: 'Visa ending 1111, expires 12/29' });
  // The saved card is offered first; a card saved by another journey's checkout may be offered beside it.
  await savedVisa.tap();
  await expect(savedVisa).toBeChecked();
  await expect(dialog.getByTestId('mandate-words')).toHaveText(agreement(policyNumber));
  await page.screenshot({ path: '/tmp/plan-money-turn-on.png' });
  await dialog.getByRole('button', { name: 'I Agree, Turn It On' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Automatic payment is on for contract ${policyNumber}.`)).toBeVisible();
  await expect(automatic).toHaveAttribute('aria-checked', 'true');
  await expect(plan.getByText('Automatic payment: On with Visa ending 1111')).toBeVisible();
  // What the server recorded is word for word what was shown, and when.
  await expect(plan.getByTestId('agreed-words')).toHaveText(agreement(policyNumber));
  await expect(plan.getByText(/^You agreed on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\.$/)).toBeVisible();
  await shot(page, plan.locator('.plan-money__facts'), 'on');

  // Payments and charges: every premium and payment, newest first, what is owed marked, and the balance.
  const toggle = plan.getByRole('button', { name: 'Payments and charges' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = plan.getByTestId('ledger-line');
  await expect(lines.filter({ hasText: 'First monthly payment' })).toContainText('Paid');
  expect(await lines.filter({ hasText: 'Card payment' }).count()).toBeGreaterThanOrEqual(6);
  for (const payment of await lines.filter({ hasText: 'Card payment' }).all()) {
    await expect(payment).toContainText(/\u2212\$[\d,]+\.\d{2}/);
  }
  const owed = lines.filter({ has: page.locator('.account-badge', { hasText: /^Owed/ }) });
  if (owes) {
    await expect(owed).toHaveCount(1);
    await expect(owed).toContainText('Monthly payment');
    await expect(owed).toContainText(balance.replace(' owed', ''));
  } else {
    await expect(owed).toHaveCount(0);
  }
  await expect(plan.locator('.plan-statement__balance')).toHaveText(`Balance${balance}`);
  await shot(page, toggle, 'statement');
  await shot(page, plan.locator('.plan-statement__balance'), 'statement-end');

  // Paying the rest of the term: the quote, or the server's reason it cannot be paid yet.
  await plan.getByRole('button', { name: 'Pay in full' }).tap();
  if (owes) {
    await expect(plan.getByRole('alert')).toHaveText(
      'This contract has a payment due. Please pay it first, then pay the rest of the term.',
    );
    await page.screenshot({ path: '/tmp/plan-money-pay-in-full-refused.png' });
  } else {
    const pay = page.getByRole('dialog', { name: 'Pay the Rest of the Term' });
    await expect(pay).toContainText(
      /the \d+ monthly payments? left in this term, at the current price, \$[\d,]+\.\d{2} in all\./,
    );
    await expect(pay.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(pay.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2}$/ })).toBeEnabled();
    await page.screenshot({ path: '/tmp/plan-money-pay-in-full.png' });
    await pay.getByRole('button', { name: 'Cancel' }).tap();
    await expect(pay).toBeHidden();
  }
});
