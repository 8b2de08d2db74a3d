/**
 * People's data in the browser, at phone size: a privacy request through the state notice's form (the form's own
 * checks, then the acknowledgement by e-mail), and the profile's Download my data (what was prepared, the file the
 * archive was saved as, and a reading of it that prints without the site around it) and Delete my account, which
 * is refused while a claim is open and says why.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

async function consentGiven(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'hw_cookie_consent', value: 'accepted', url: baseURL ?? 'http://127.0.0.1:4317' }]);
}

test.use({ viewport: { width: 390, height: 844 } });

let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher();
});
test.afterAll(async () => mail.close());

test('a deletion request on /state-notice is acknowledged by e-mail', async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.goto('/state-notice');
  const form = page.getByRole('form', { name: 'Privacy request' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('Please enter your name.');
  await page.keyboard.press('Escape');

  await form.getByLabel('Name').fill('Dana Lee');
  await form.getByLabel('Email').fill('dana.lee@example.com');
  await form.getByLabel('State you live in').selectOption('TX');
  await form.getByLabel('What are you asking for?').selectOption('deletion');
  await form.getByLabel(/Details/).fill('Please delete everything you hold about me.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We received your request' })).toBeVisible();
  const message = await mail.waitFor('dana.lee@example.com');
  expect(message).toContain('Deletion of my information');
});

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

test('the homeowner downloads their data, and deleting the account is refused while a claim is open', async ({
  page,
}) => {
  await signIn(page, 'homeowner@example.com');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Profile', exact: true })
    .click();
  const data = page.getByRole('region', { name: 'Your Data' });
  await data.getByRole('button', { name: 'Download my data' }).click();
  // What was prepared is said on screen, kind by kind, with both ways to have it.
  const ready = data.getByTestId('my-data-ready');
  await expect(ready).toContainText('Your data is ready');
  await expect(ready.getByRole('listitem').filter({ hasText: 'Invoices' })).toContainText(/\d+/);
  await expect(ready.getByRole('listitem').filter({ hasText: 'Plans' })).toContainText('1');
  await ready.evaluate((panel) => panel.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/my-data-ready.png' });
  const download = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Download the archive (.tar.gz)' }).click();
  const fileName = (await download).suggestedFilename();
  expect(fileName).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  // The screen says which file was saved, where a toast would be gone before it is read.
  await expect(ready.getByTestId('my-data-downloaded')).toHaveText(
    `${fileName} is downloaded: you will find it with your downloads.`,
  );
  await ready.getByTestId('my-data-downloaded').evaluate((line) => line.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/my-data-downloaded.png' });

  // Read it here: the same data as a page, money and days written out.
  await ready.getByRole('link', { name: 'Read it here' }).click();
  await expect(page).toHaveURL(/\/account\/my-data$/);
  const reading = page.getByRole('region', { name: 'Your Data' });
  await expect(reading.getByRole('region', { name: 'Profile' })).toContainText('homeowner@example.com');
  await expect(reading.getByRole('region', { name: 'Plans' })).toContainText(
    '2100 Barton Springs Rd, Austin, TX 78704',
  );
  await expect(reading.getByRole('region', { name: 'Invoices' })).toContainText('$64.99');
  await expect(reading.getByRole('region', { name: 'Payments' })).toContainText(
    /Paid \w{3} \d{1,2}, \d{4} with Visa ending 1111/,
  );
  await expect(reading.getByRole('region', { name: 'Service requests' })).toContainText('SR-300954');
  await expect(reading.getByRole('region', { name: 'What you agreed to' })).toContainText(
    'Automatic payment of HW-20418837 with Visa ending 1111',
  );
  // How each kind of message reaches her: e-mailed, and not texted as she has not opted in to texts.
  const messages = reading.getByRole('region', { name: 'How we reach you' });
  await expect(messages.getByRole('listitem').filter({ hasText: 'Receipts and refunds' })).toContainText('E-mail');
  await expect(messages.getByRole('listitem').filter({ hasText: 'Repair visit booked or moved' })).toContainText(
    'Not sent to you',
  );
  await page.screenshot({ path: 'test-results/my-data-reading-top.png' });
  await reading
    .getByRole('region', { name: 'What you agreed to' })
    .evaluate((part) => part.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/my-data-reading-consents.png' });
  await messages.evaluate((part) => part.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/my-data-reading-messages.png' });

  // Printed or saved as a PDF, the reading is the page: the site's header, the account menu and the buttons stay off.
  await reading.getByRole('button', { name: 'Print or save as PDF' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeHidden();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(reading.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);
  await expect(reading.getByRole('region', { name: 'Profile' })).toBeVisible();
  await page.screenshot({ path: 'test-results/my-data-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await reading.getByRole('link', { name: 'Back to your profile' }).click();

  await page.getByRole('region', { name: 'Your Data' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete my account' });
  await expect(dialog).toContainText('Contracts, invoices and payments');
  await dialog.getByLabel('Your password').fill('demo-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  // Other journeys may have filed claims for this homeowner too: the open one seeded is among those named.
  await expect(dialog.getByRole('alert')).toContainText(/SR-300954.* still in progress/);
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
});

test('the homeowner reads their data in Spanish', async ({ page }) => {
  await signIn(page, 'homeowner@example.com');
  await page.getByRole('link', { name: 'Ver esta página en Español' }).first().click();
  await page
    .getByRole('navigation', { name: /Menú de la cuenta|Account menu/ })
    .getByRole('link', { name: 'Perfil', exact: true })
    .click();
  const data = page.getByRole('region', { name: 'Sus datos' });
  await data.getByRole('button', { name: 'Descargar mis datos' }).click();
  await expect(data.getByTestId('my-data-ready')).toContainText('Sus datos están listos');
  await data.getByRole('link', { name: 'Léalos aquí' }).click();
  const reading = page.getByRole('region', { name: 'Sus datos' });
  await expect(reading.getByRole('region', { name: 'Pagos' })).toContainText(
    /Pagado el \d{1,2} \w{3}\.? \d{4} con Visa/,
  );
  await expect(reading.getByRole('region', { name: 'Lo que usted aceptó' })).toContainText(
    'Pago automático de HW-20418837 con Visa',
  );
  await reading.getByRole('region', { name: 'Facturas' }).evaluate((part) => part.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: 'test-results/my-data-reading-es.png' });
});
