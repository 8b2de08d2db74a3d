/**
 * The first minute on a phone and no signal: a page seen before opens offline with its text at once, a page not
 * saved says so and lists those that are, the signed-in areas paint their frame and the sign-in page its form
 * before the app's code arrives.
 */
import { devices, expect, type Page, test } from '@playwright/test';

const HOME_HEADING = 'Home warranty protection that shows up when you need it';

/** Loads the home page and waits until the service worker controls it (the first load is not controlled). */
async function underServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
}

/** The home page's HTML as the service worker keeps it, once it has been seen under the worker. */
async function homeSaved(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          if (!name.startsWith('saved-pages-')) continue;
          if (await (await caches.open(name)).match('/')) return true;
        }
        return false;
      }),
    )
    .toBe(true);
}

test('offline, reloading the home page shows its saved text at once, before the app has drawn it', async ({
  page,
  context,
}) => {
  await underServiceWorker(page);
  await homeSaved(page);

  await context.setOffline(true);
  const answer = await page.reload({ waitUntil: 'domcontentloaded' });
  expect(answer?.fromServiceWorker()).toBe(true);
  const html = (await answer?.text()) ?? '';
  // The prerendered page itself (its text and first-paint loader), not the empty app shell.
  expect(html).toContain(HOME_HEADING);
  expect(html).toContain('function loadAfterFirstPaint(');
  // Painted from the HTML: the heading is in the page as the document is read, whether or not the app has run.
  expect(await page.evaluate(() => document.querySelector('#root h1')?.textContent ?? '')).toContain(HOME_HEADING);
  await page.screenshot({ path: test.info().outputPath('offline-home-first-paint.png') });
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

  // An address never opened here still gets the app, which draws its page (the shell's fallback).
  await page.goto('/state-notice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('offline, reloading the page of a first visit (loaded before the worker took over) shows its saved text', async ({
  page,
  context,
}) => {
  // One visit, no second load: the page came from the network before the service worker existed.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await homeSaved(page);

  await context.setOffline(true);
  const answer = await page.reload({ waitUntil: 'domcontentloaded' });
  expect(answer?.fromServiceWorker()).toBe(true);
  const html = (await answer?.text()) ?? '';
  expect(html).toContain(HOME_HEADING);
  expect(html).toContain('function loadAfterFirstPaint(');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await context.setOffline(false);
});

test('offline, a link to a page not saved says so and offers the saved pages, which open', async ({
  page,
  context,
}) => {
  await underServiceWorker(page);
  await homeSaved(page);
  // Read online through the site's links: noted as saved on this device.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Our Company' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hw_visited_pages') ?? '')).toContain('"/about-us"');
  // A saved page shows no notice.
  await context.setOffline(true);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('offline-page-notice')).toHaveCount(0);

  await footer.getByRole('link', { name: 'Contractors' }).click();
  await expect(page).toHaveURL(/\/contractors$/);
  const notice = page.getByRole('region', { name: 'This page is not saved on this device' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You are offline, and this page was not opened here before.');
  await expect(notice.getByRole('link', { name: 'About Our Company' })).toBeVisible();
  const home = notice.getByRole('link', { name: 'Home Warranty Plans' });
  await expect(home).toBeVisible();
  await expect(notice.getByRole('link')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('offline-page-not-saved.png') });

  await home.click();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page.getByTestId('offline-page-notice')).toHaveCount(0);
  await context.setOffline(false);
});

test('offline in Spanish, a page not saved says so in Spanish and offers the saved Spanish home page', async ({
  page,
  context,
}) => {
  await page.goto('/es/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(heading).not.toBe('');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          if (name.startsWith('saved-pages-') && (await (await caches.open(name)).match('/es/'))) return true;
        }
        return false;
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Quiénes somos' }).click();
  await expect(page).toHaveURL(/\/es\/about-us$/);
  const notice = page.getByRole('region', { name: 'Esta página no está guardada en este dispositivo' });
  await expect(notice).toContainText('No tiene conexión y esta página no se abrió antes aquí.');
  await expect(notice).toContainText('Páginas que puede abrir sin conexión:');
  await expect(notice.getByRole('link')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('offline-page-not-saved-es.png') });
  await notice.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await context.setOffline(false);
});

/** Holds the app's entry script back until `release` is called: the page as a slow connection first shows it. */
async function holdAppScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('before its code arrives, /claim shows the header, its heading and a loading line, then the sign-in', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/claim', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Submit a Home Warranty Claim' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('claim-frame.png') });

  // Signed out: once the app runs, the sign-in for a repair request.
  release();
  await expect(page.getByRole('dialog', { name: 'Please login to request repair' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test('before its code arrives, /login shows the sign-in form, waiting for the app; then it signs in', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
  // Its controls wait for the app: nothing typed before it runs is lost in its place.
  for (const control of [
    dialog.getByPlaceholder('Email Address'),
    dialog.getByLabel('Password'),
    dialog.getByLabel('Remember Me'),
    dialog.getByRole('button', { name: 'Login' }),
  ]) {
    await expect(control).toBeVisible();
    await expect(control).toBeDisabled();
  }
  await page.screenshot({ path: test.info().outputPath('login-before-code.png') });

  release();
  await expect(dialog.getByPlaceholder('Email Address')).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByPlaceholder('Email Address').fill('homeowner@example.com');
  await dialog.getByLabel('Password').fill('demo-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: 'New Service Request' }).first()).toBeVisible();

  // Signed in, /login sends the visitor on to their account.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a signed-in visitor opening /account sees its frame, then the account, and never the sign-in', async ({
  page,
}) => {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill('homeowner@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();

  // Every heading the page shows from its first byte is written down.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { seenHeadings?: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1, h2')) {
        const text = h1.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const release = await holdAppScript(page);
  await page.goto('/account', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Loading…')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-frame.png') });
  release();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  const seen = await page.evaluate(() => (window as Window & { seenHeadings?: string[] }).seenHeadings ?? []);
  expect(seen).toContain('My Account');
  expect(seen).not.toContain('Login');
});

test('with JavaScript off, /account and /login show their heading and say the page needs it', async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/account');
  // The noscript line (text matching skips noscript elements: it is found by its class).
  const needsScript = page.locator('.page-frame__noscript');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(needsScript).toBeVisible();
  await expect(needsScript).toHaveText(/^This page needs JavaScript\. Turn it on in your browser’s settings/);
  // Nothing is loading without scripts: no loading line.
  await expect(page.getByText('Loading…')).toBeHidden();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
  await expect(needsScript).toBeVisible();
  // The sign-in form is painted, its controls disabled: signing in needs the app.
  await expect(page.getByPlaceholder('Email Address')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('login-no-javascript.png') });
  await context.close();
});
