import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CONTRACTOR, openFirstTicket, signIn } from './claim-helpers.ts';
import { fillTexasProperty, logIn, quickOrderOfflineToReview, TERMS } from './order-helpers.ts';
import { savedAnswers } from './saved-answers.ts';

// Each test signs in, orders and goes offline and back: longer than one minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function logInWithWorker(page: Page, username: string) {
  await logIn(page, username, { timeout: 15_000 });
  // Offline start needs the service worker installed (it precaches the app shell and every chunk).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Places a Texas quick order offline (escrow); it waits on the device. The zip code was looked up online. */
async function queueQuickOrderOffline(page: Page, context: BrowserContext, buyerLastName: string) {
  await page.goto('/order/realEstate');
  await fillTexasProperty(page);
  await expect(page.getByRole('button', { name: /^ORDER NOW: / }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Real Estate' }).click();
  await quickOrderOfflineToReview(page, context, buyerLastName);
  await page.getByLabel(TERMS).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByTestId('queued-orders')).toContainText(`for Olive ${buyerLastName}`);
}

const ordersCard = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Orders' }) });

test("an offline quick order is sent when the connection returns while the agent is on the account's orders", async ({
  page,
  context,
}) => {
  await logInWithWorker(page, 'agent@example.com');
  await queueQuickOrderOffline(page, context, 'Orderspage');

  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Orders' }).click();
  const orders = ordersCard(page);
  const queued = orders.getByTestId('queued-orders');
  await expect(queued).toContainText("Buyer's Choice for Olive Orderspage");
  await expect(queued).toContainText('Waiting to send');
  await page.screenshot({ path: test.info().outputPath('orders-waiting-to-send.png') });

  await context.setOffline(false);
  await expect(queued).toContainText(/Placed: contract HW-\d{8}/, { timeout: 20_000 });
  await expect(queued.getByText(/Placed: contract/)).toHaveCount(1);
  await expect(orders.getByTestId('agent-order').filter({ hasText: 'Buyer: Olive Orderspage' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('orders-placed.png') });
});

test('an offline quick order still waiting after the app is reloaded is sent when the connection returns', async ({
  page,
  context,
}) => {
  await logInWithWorker(page, 'agent@example.com');
  await queueQuickOrderOffline(page, context, 'Reloaded');

  await page.goto('/account#orders');
  await page.reload();
  const orders = ordersCard(page);
  const queued = orders.getByTestId('queued-orders');
  await expect(queued).toContainText("Buyer's Choice for Olive Reloaded");
  await expect(queued).toContainText('Waiting to send');

  await context.setOffline(false);
  await expect(queued).toContainText(/Placed: contract HW-\d{8}/, { timeout: 20_000 });
  await expect(orders.getByTestId('agent-order').filter({ hasText: 'Buyer: Olive Reloaded' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('reloaded-orders-placed.png') });
});

test("a signed-in agent's device keeps every market state's plans: a quick order works offline in Arizona", async ({
  page,
  context,
}) => {
  await logInWithWorker(page, 'agent@example.com');
  await page.goto('/home-buyers-warranty');
  const quick = page.getByRole('form', { name: 'Quick order' });
  await expect(quick.getByLabel('State')).toBeVisible();
  // The offers are saved on the device.
  await expect.poll(() => savedAnswers(page)).toContain('"offers"');

  await context.setOffline(true);
  await quick.getByLabel('Budget Amount').fill('600');
  await quick.getByLabel('State').selectOption('AZ');
  await quick.getByRole('button', { name: 'Quick Order' }).click();
  await expect(page).toHaveURL(/\/order\/realEstate$/);
  await expect(page.getByText(/plans for this home are not saved on this device/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('quick-order-arizona-offline.png') });
  await context.setOffline(false);
});

test('a contractor ticket has a compact app header, opens at its top after an offline reload and shows each sync', async ({
  page,
  context,
}) => {
  await signIn(page, CONTRACTOR);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto('/account#dispatchTickets');
  await openFirstTicket(page);
  const heading = page.getByRole('heading', { name: /^Work order / });
  await expect(page.getByText('Parts and labour list saved for offline use.')).toBeVisible();

  const banner = page.getByRole('banner').first();
  await expect(banner.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Repair' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request Repair' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(60);
  await page.screenshot({ path: test.info().outputPath('ticket-app-header.png') });

  // Last synced moves on with every sync.
  const lastSynced = page.getByLabel('Sync status').locator('time');
  await expect(lastSynced).toHaveAttribute('datetime', /.+/);
  const before = await lastSynced.getAttribute('datetime');
  // The time shown is to the second: the next sync must fall in a later one.
  await expect.poll(() => new Date().toISOString().slice(0, 19)).not.toBe(new Date(before!).toISOString().slice(0, 19));
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(lastSynced).not.toHaveAttribute('datetime', before!);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText('You are offline.').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('ticket-offline-reload.png') });
  await context.setOffline(false);
});
