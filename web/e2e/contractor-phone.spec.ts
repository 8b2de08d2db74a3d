/**
 * A repair technician on a phone: the ticket list by day with each status in full; a ticket that opens on its
 * booked visit, the homeowner's problem as a list and the address opening in Maps, online and offline; parts
 * prefilled from the trade's catalogue, a $0 part refused in the form and before it is queued offline unless it
 * is ticked "No charge".
 */
import { partRuleMessages } from '@hw/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const CONTRACTOR = { username: 'contractor@example.com', password: 'demo-password' };

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/authenticate', { data: { ...CONTRACTOR, grant_type: 'password' } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token;
}

async function serverParts(request: APIRequestContext, token: string, workOrderId: string) {
  const res = await request.get(`/api/contractor/dispatch/${workOrderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).dispatchParts as {
    partDetails: { pricePerUnit: number; isNoCharge?: boolean; closingItem: { name: string } };
  }[];
}

/** Signs in and taps Dispatch Tickets in the account menu, as a technician does. */
async function openTickets(page: Page) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(CONTRACTOR.username);
  await page.getByLabel('Password').fill(CONTRACTOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await menu.getByRole('link', { name: 'Dispatch Tickets' }).click();
  const agree = page.getByRole('button', { name: 'I Agree' });
  const firstTicket = page.getByRole('link', { name: /Work order/ }).first();
  await expect(agree.or(firstTicket)).toBeVisible();
  if (await agree.isVisible()) await agree.click();
  await expect(firstTicket).toBeVisible();
}

test('the ticket list reads under Today, Upcoming and Older, each work status in full on a phone', async ({ page }) => {
  await openTickets(page);
  const headings = page.locator('.cw-day__title');
  await expect(headings).toHaveText([/^Today/, /^Upcoming/, /^Older/]);

  // Today's appointments by time, the coming ones soonest first, the older ones newest first.
  const ids = async (group: string) =>
    (await page.getByTestId(`ticket-group-${group}`).locator('.cw-ticket__id').allTextContents()).map((t) =>
      t.replace('Work order ', ''),
    );
  // The demo's own tickets, in their order among those other tests have dispatched meanwhile.
  const seeded = async (group: string) => (await ids(group)).filter((id) => /^WO-1042\d\d$/.test(id));
  expect(await seeded('today')).toEqual(['WO-104275', 'WO-104273']);
  expect(await seeded('upcoming')).toEqual(['WO-104274', 'WO-104271']);
  const older = await seeded('older');
  expect(older.length).toBeGreaterThan(2);
  expect(older.slice(0, 3)).toEqual(['WO-104272', 'WO-104270', 'WO-104269']);

  // "Pending authorization" (Pending Autho) is shown whole, inside its card, not cut or covered.
  const pending = page
    .getByTestId('ticket-group-upcoming')
    .locator('li', { hasText: 'WO-104271' })
    .getByTestId('ticket-work-status');
  await expect(pending).toHaveText('Pending authorization');
  const fits = await pending.evaluate((el) => {
    const card = el.closest('.cw-ticket__link')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return el.scrollWidth <= el.clientWidth && box.right <= card.right && box.left >= card.left;
  });
  expect(fits).toBe(true);
  for (const status of await page.getByTestId('ticket-work-status').all()) {
    expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('ticket-list.png') });
  await page.locator('#cw-day-older').evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('ticket-list-older.png') });
});

/** The booked visit comes first on the ticket, then the problem as a list, the address a link to Maps. */
async function expectTicketTop(page: Page) {
  const head = page.locator('.cw-ticket-head');
  const visit = head.getByRole('region', { name: 'Booked visit' });
  await expect(visit.getByTestId('booked-day')).toHaveText(/^Today · [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/);
  await expect(visit.getByTestId('booked-time')).toHaveText(/^\d{1,2}:00 [AP]M$/);
  // Right under the work order's title, before the customer and the address.
  const order = await head.evaluate((el) =>
    [...el.children].map((child) => child.getAttribute('aria-label') ?? child.tagName.toLowerCase()),
  );
  expect(order.slice(0, 3)).toEqual(['h2', 'Booked visit', 'dl']);
  const problem = page.getByRole('region', { name: 'Problem' });
  await expect(problem.getByRole('listitem')).toHaveCount(5);
  await expect(problem.locator('.cw-problem__q').nth(0)).toHaveText('What is the problem?');
  await expect(page.getByRole('link', { name: /open in Maps/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+UT%20\d{5}$/,
  );
}

test('a ticket opens on its booked visit, shows the homeowner’s problem as a list and the address opens in Maps, offline too', async ({
  page,
  context,
}) => {
  await openTickets(page);
  // The next load is under the service worker, so the ticket opens again offline.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByRole('link', { name: /Work order WO-104275/ }).click();
  await expect(page.getByRole('heading', { name: 'Work order WO-104275' })).toBeVisible();
  await expectTicketTop(page);

  const problem = page.getByRole('region', { name: 'Problem' });
  const items = problem.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toHaveText('Refrigerator');
  await expect(items.nth(1)).toHaveText('What is the problem?Not cooling');
  await expect(problem.locator('.cw-problem__q').nth(1)).toHaveText('Is the freezer side cold?');
  await expect(problem.locator('.cw-problem__a').nth(1)).toHaveText('Yes');

  const address = page.getByRole('link', { name: /open in Maps/ });
  const text = (await address.locator('span').first().textContent())!;
  expect(text).toMatch(/, UT \d{5}$/);
  await expect(address).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`,
  );
  await expect(address).toHaveAttribute('target', '_blank');
  // Google is outside the test machine: its answer stands in, the tab opened and its address are what count.
  await page
    .context()
    .route('https://www.google.com/maps/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }),
    );
  const [maps] = await Promise.all([page.waitForEvent('popup'), address.click()]);
  await maps.waitForLoadState();
  expect(maps.url()).toBe(await address.getAttribute('href'));
  await maps.close();
  await page.screenshot({ path: test.info().outputPath('ticket-problem.png') });

  // Without signal the ticket reads from the copy on the device, the same way.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Work order WO-104275' })).toBeVisible();
  await expect(page.getByText('You are offline. Your changes are saved')).toBeVisible();
  await expectTicketTop(page);
  await page.screenshot({ path: test.info().outputPath('ticket-top-offline.png') });
});

test('a part is prefilled from the trade’s catalogue; a $0 part is refused online and offline unless ticked No charge', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request);
  await openTickets(page);
  // The next load is under the service worker, so the ticket opens again offline.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByRole('link', { name: /Work order WO-104273/ }).click();
  await expect(page.getByRole('heading', { name: 'Work order WO-104273' })).toBeVisible();
  await expect(page.getByText('Parts and labour list saved for offline use.')).toBeVisible();
  const before = await serverParts(request, token, 'WO-104273');

  const form = page.getByRole('form', { name: 'Add a part or labour' });
  await form.getByLabel('Category').selectOption({ label: 'Cooling' });
  await expect(form.getByLabel('Item').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Item').selectOption({ label: 'Run capacitor 45/5 uF' });
  await expect(form.getByLabel('Units')).toHaveValue('1');
  await expect(form.getByLabel('Price per unit')).toHaveValue('28.00');
  await expect(form.getByTestId('typical-price')).toContainText('Typical price: $28.00 each');

  // Labour fills in its hourly cost.
  await form.getByLabel('Item').selectOption({ label: 'Labor (HVAC repair)' });
  await expect(form.getByLabel('Cost per hour')).toHaveValue('110.00');
  await expect(form.getByLabel('Hours worked')).toHaveValue('1');

  await form.getByLabel('Item').selectOption({ label: 'Run capacitor 45/5 uF' });
  await form.getByLabel('Price per unit').fill('0');
  await form.getByRole('button', { name: 'Add Part' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toHaveText(partRuleMessages.zeroPrice);
  await expect(form.getByLabel('Price per unit')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await form.getByLabel('Price per unit').fill('0');
  await form.getByRole('button', { name: 'Add Part' }).click();
  await expect(refusal).toHaveText(partRuleMessages.zeroPrice);
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).not.toHaveText(/pending/);
  await form.getByLabel('Price per unit').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('part-refused-offline.png') });

  // Priced, the same part is kept on the device and reaches the server once.
  await form.getByLabel('Price per unit').fill('31.50');
  await expect(refusal).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Part' }).click();
  await expect(page.getByText('Waiting to sync')).toHaveCount(1);
  await expect(page.getByTestId('pending-count')).toHaveText('1 pending');

  // A part given free: ticking No charge clears its price; unticked, the catalogue's comes back.
  await form.getByLabel('Item').selectOption({ label: 'Run capacitor 45/5 uF' });
  const noCharge = form.getByLabel(/^No charge/);
  await noCharge.check();
  await expect(form.getByLabel('Price per unit')).toHaveValue('0.00');
  await expect(form.getByLabel('Price per unit')).toHaveAttribute('readonly', '');
  await noCharge.uncheck();
  await expect(form.getByLabel('Price per unit')).toHaveValue('28.00');
  await noCharge.check();
  await expect(form.getByTestId('typical-price')).toHaveText('No charge: this part is listed at $0.00.');
  await noCharge.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('part-no-charge-ticked.png') });
  await form.getByRole('button', { name: 'Add Part' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByText('Waiting to sync')).toHaveCount(2);
  await expect(page.getByTestId('pending-count')).toHaveText('2 pending');
  const freePart = page.locator('.cw-part', { hasText: 'No charge' });
  await expect(freePart).toHaveCount(1);
  await expect(freePart).toContainText('Run capacitor 45/5 uF');
  await expect(freePart).toContainText('1 × $0.00');
  await freePart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('part-no-charge-offline.png') });

  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toHaveText('All changes synced', { timeout: 30_000 });
  const after = await serverParts(request, token, 'WO-104273');
  expect(after).toHaveLength(before.length + 2);
  expect(after.slice(-2).map((p) => p.partDetails)).toEqual([
    expect.objectContaining({
      pricePerUnit: 31.5,
      isNoCharge: false,
      closingItem: expect.objectContaining({ name: 'Run capacitor 45/5 uF' }),
    }),
    expect.objectContaining({
      pricePerUnit: 0,
      isNoCharge: true,
      closingItem: expect.objectContaining({ name: 'Run capacitor 45/5 uF' }),
    }),
  ]);
});
