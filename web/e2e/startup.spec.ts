import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

/** Retires every active global notice as the demo admin: what a test published never outlives it. */
async function retireAllNotices(request: APIRequestContext) {
  const auth = await request.post('/api/authenticate', {
    data: { grant_type: 'password', username: 'staff@example.com', password: 'demo-password', fingerprint: 'e2e' },
  });
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const active = await request.get('/api/notices/global');
  for (const notice of ((await active.json()) as { items: { noticeId: string }[] }).items) {
    await request.post(`/api/staff/notices/${notice.noticeId}/retire`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

test('a global notice staff publish shows to a visitor when the site starts, and goes once retired', async ({
  page,
  browser,
  request,
}) => {
  const text = 'Scheduled maintenance tonight from 10 pm to midnight.';
  try {
    await signIn(page, 'staff@example.com');
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Admin', exact: true })
      .click();
    const panel = page.getByRole('region', { name: 'Global Notices' });
    await panel.getByLabel('Notice').fill(text);
    await panel.getByLabel('Kind').selectOption('warning');
    await panel.getByRole('button', { name: 'Publish Notice' }).click();
    const listed = panel.getByTestId('global-notice').filter({ hasText: text });
    await expect(listed).toContainText('Warning');
    await page.screenshot({ path: test.info().outputPath('staff-global-notices.png'), fullPage: false });

    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto('/');
      const notices = visitor.getByRole('region', { name: 'Notifications' });
      await expect(notices.getByText(text)).toBeVisible();
      await visitor.screenshot({ path: test.info().outputPath('visitor-global-notice.png') });
      // Shown once per page load: moving about the site does not show it again.
      await visitor.getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(notices.getByText(text)).toBeHidden();
      await visitor.goto('/homeowner-warranty');
      await expect(notices.getByText(text)).toBeVisible();

      await listed.getByRole('button', { name: 'Retire' }).click();
      await expect(listed).toContainText('retired');
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await visitor.waitForLoadState('networkidle');
      await expect(visitor.getByText(text)).toHaveCount(0);
    } finally {
      await visitorContext.close();
    }
  } finally {
    await retireAllNotices(request);
  }
});

test('an uncaught error on the page reaches the server log and wipes the order draft', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The prerendered page paints before the app's code runs: the error must come once the app listens (its
  // service worker is registered by the app itself, after it started).
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()));
  await page.evaluate(() => sessionStorage.setItem('order', '{"planId":"plan-1"}'));
  const reported = page.waitForRequest((r) => r.url().endsWith('/api/log/clientError') && r.method() === 'POST');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('A browser-test marker error');
    }, 0);
  });
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({
    kind: 'error',
    message: 'A browser-test marker error',
    url: expect.stringMatching(/\/$/),
    userAgent: expect.any(String),
  });
  expect((await request.response())?.status()).toBe(204);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('order'))).toBeNull();
});
