import { expect, type Page, test } from '@playwright/test';

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

test('a new contractor accepts the service agreement before working tickets', async ({ page }) => {
  await signIn(page, 'contractor2@example.com');
  await page.goto('/account#dispatchTickets');
  await expect(page.getByRole('heading', { name: 'Service Agreement' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Work order/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page.getByRole('link', { name: /Work order/ }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText(/^Accepted on /)).toBeVisible();
});

test('the dashboard shows statistics, scores and customer comments', async ({ page }) => {
  await signIn(page, 'contractor@example.com');
  await page.goto('/account#dashboard');
  await expect(page.getByRole('heading', { name: 'Dispatch statistics' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Dispatch statistics' })).toBeVisible();
  await expect(page.getByText('Customer satisfaction')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer comments' })).toBeVisible();
});

test('the work status is set from the ticket', async ({ page, request }) => {
  await signIn(page, 'contractor@example.com');
  await page.goto('/account#dispatchTickets');
  await page
    .getByRole('link', { name: /Work order/ })
    .first()
    .click();
  const heading = page.getByRole('heading', { name: /^Work order / });
  const workOrderId = (await heading.textContent())!.replace('Work order ', '').trim();
  await page.getByRole('combobox', { name: 'Work status' }).selectOption('Waiting On Parts');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Successfully submitted your changes.')).toBeVisible();

  const token = (
    await (
      await request.post('/api/authenticate', {
        data: { grant_type: 'password', username: 'contractor@example.com', password: 'demo-password' },
      })
    ).json()
  ).access_token;
  const ticket = await (
    await request.get(`/api/contractor/dispatch/${workOrderId}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(ticket.workStatus).toBe('Waiting On Parts');
});

test('the working hours fit a phone, each day with its hours, in the clock the fields use', async ({ page }) => {
  await signIn(page, 'contractor2@example.com');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { name: 'Availability', level: 2 })).toBeVisible();
  await expect(page.getByText('Monday to Friday, 8:00 AM to 5:00 PM apply.')).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  for (const day of ['Monday', 'Wednesday', 'Saturday']) {
    for (const field of [page.getByLabel(`${day} from`), page.getByLabel(`${day} until`)]) {
      const box = await field.boundingBox();
      expect(box, day).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), day).toBeLessThanOrEqual(width);
    }
  }
  await page.getByLabel('Monday from').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('working-hours-phone.png') });
});

test('the application page opens a pre-filled e-mail', async ({ page }) => {
  await page.goto('/contractors/apply');
  const begin = page.getByRole('link', { name: 'Begin Application' });
  await expect(begin).toHaveAttribute(
    'href',
    /^mailto:[^?]+\?subject=Application%20for%20Contracting&body=Company%20name/,
  );
});
