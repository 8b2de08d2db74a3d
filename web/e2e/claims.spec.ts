/**
 * Service requests (claims): the demo homeowner files an air-conditioning request from Request Repair,
 * through the seeded cooling flow (api/src/seed/question-flows.ts), pays the service call fee with a new
 * card (the sandbox's approving test card), and finds it in the service request history.
 */

import { serviceRequestSuccessLines } from '@hw/shared';
import { expect, test } from '@playwright/test';
import {
  answer,
  answerCoolingQuickly,
  claimDialog as dialog,
  isoToday,
  continueClaim as next,
  claimStepHeading as stepHeading,
} from './claim-helpers.ts';
import { enterCard } from './hosted-card.ts';
import { browserOffersInstall, installCard } from './install-offer-helpers.ts';

/** A 1x1 PNG: a photo the server recognises by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the homeowner files an air-conditioning claim, pays the fee with a new card and sees it in the history', async ({
  page,
}) => {
  // Signed out, Request Repair asks to log in for it, then opens the dialog on the account page.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Request Repair' }).click();
  const login = page.getByRole('dialog', { name: 'Please login to request repair' });
  await expect(login).toBeVisible();
  await login.getByPlaceholder('Email Address').fill('homeowner@example.com');
  await login.getByLabel('Password').fill('demo-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\?serviceRequest=new$/);

  // The plan: the homeowner's only one, chosen already.
  await expect(stepHeading(page, 'Which home needs a repair?')).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: /HW-20418837, .*Austin, TX/ })).toBeChecked();
  await next(page);

  await expect(stepHeading(page, 'What needs repair?')).toBeVisible();
  await dialog(page).getByRole('radio', { name: 'Air Conditioning / Cooling' }).check();
  await next(page);

  // The cooling flow, one question at a time.
  await answer(page, 'What kind of cooling equipment needs service?', () =>
    dialog(page).getByRole('radio', { name: 'Central air conditioner (with an outdoor unit)' }).check(),
  );
  await answer(page, 'What is happening? Choose all that apply.', async () => {
    await dialog(page).getByRole('checkbox', { name: 'It runs but blows warm air' }).check();
    await dialog(page).getByRole('checkbox', { name: 'Burning smell or smoke' }).check();
  });
  // A safety warning is a modal of its own over the dialog.
  const warning = page.getByRole('alertdialog', { name: 'Important' });
  await expect(warning).toContainText('Turn the system off at the thermostat and at its breaker now.');
  await warning.getByRole('button', { name: 'I understand' }).click();

  await answer(page, 'Is the thermostat set to Cool, below the room temperature, with fresh batteries?', () =>
    dialog(page).getByRole('radio', { name: 'No' }).check(),
  );
  await expect(stepHeading(page, 'Please note')).toBeVisible();
  await expect(dialog(page)).toContainText('Many cooling problems are solved at the thermostat');
  await next(page);

  await answer(page, 'When was the air filter last changed?', () =>
    dialog(page).getByRole('radio', { name: 'In the last 3 months' }).check(),
  );
  await answer(page, 'What temperature is it inside the home right now?', () =>
    dialog(page).getByLabel('Your answer (°F)').fill('86'),
  );
  await expect(
    dialog(page).getByRole('heading', { level: 3, name: /^How urgent is this for your household\?/ }),
  ).toBeVisible();
  await dialog(page)
    .getByRole('radio', { name: /3 stars/ })
    .check();
  await next(page);

  await answer(page, 'When did you first notice the problem with your air conditioning?', async () => {
    await expect(dialog(page).getByLabel('Date')).toHaveAttribute('max', isoToday());
    await dialog(page).getByLabel('Date').fill(isoToday());
  });
  await answer(page, 'About how old is the air conditioning, in years?', () =>
    dialog(page).getByLabel('Your answer (years)').fill('8'),
  );
  await answer(
    page,
    'Did you know of this problem before your contract started, or was it noted in a home inspection or disclosure?',
    () => dialog(page).getByRole('radio', { name: 'No' }).check(),
  );
  await answer(page, 'Anything else the technician should know? Access, gate codes, pets, the best time to come.', () =>
    dialog(page).getByLabel('Your answer').fill('The side gate is open; the dog is friendly.'),
  );
  await expect(dialog(page).getByRole('heading', { level: 3, name: /^Please enter your initials/ })).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Your initials' }).fill('ho');
  await next(page);

  await expect(stepHeading(page, 'This looks covered')).toBeVisible();
  await next(page);

  // A photo of the problem, attached once the request exists.
  await expect(stepHeading(page, 'Add a photo (optional)')).toBeVisible();
  await dialog(page)
    .getByLabel('Photo of the problem')
    .setInputFiles({ name: 'condenser.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog(page)).toContainText('condenser.png');
  await next(page);

  // Contact preferences, prefilled from the profile.
  await expect(stepHeading(page, 'How should we contact you?')).toBeVisible();
  await expect(dialog(page).getByLabel('Email', { exact: true })).toHaveValue('homeowner@example.com');
  await expect(dialog(page).getByLabel('Contact name')).not.toHaveValue('');
  await expect(dialog(page).getByLabel('Phone', { exact: true })).toHaveValue(/^\d{3}-\d{3}-\d{4}$/);
  await dialog(page).getByRole('radio', { name: 'Text message' }).check();
  await dialog(page).getByLabel('Best time to reach you').selectOption('morning');
  await next(page);

  // No time now: the contractor calls, as before.
  await expect(stepHeading(page, 'Choose a time')).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: 'No time now - the contractor will call me' })).toBeChecked();
  await next(page);

  // The fee, paid with a new card handed to the gateway.
  await expect(stepHeading(page, 'Service call fee')).toBeVisible();
  await dialog(page).getByRole('radio', { name: 'A new card' }).check();
  // A saved card could pay: the gateway's card form opens when asked.
  await expect(dialog(page).getByRole('button', { name: 'Enter card' })).toBeVisible();
  await enterCard(dialog(page), { number: '4111111111111111', expiry: '12/30' });
  await next(page);

  await expect(stepHeading(page, 'Review your request')).toBeVisible();
  await expect(dialog(page)).toContainText('Air Conditioning / Cooling');
  await expect(dialog(page)).toContainText('condenser.png');
  const expected = serviceRequestSuccessLines(new Date());
  // The browser can install the app: once the request is in, the app is offered for the home screen.
  await browserOffersInstall(page);
  await dialog(page)
    .getByRole('button', { name: /^Submit and pay \$/ })
    .click();

  await expect(stepHeading(page, 'Request received')).toBeVisible();
  const success = dialog(page).getByTestId('claim-success');
  for (const line of expected) await expect(success).toContainText(line);
  await expect(dialog(page)).toContainText('Your photo was added to the request.');
  const install = installCard(page);
  await expect(install).toContainText('Follow your claim and reach us in one tap, even on a weak signal.');
  await install.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('claim-received-install-card.png') });
  await install.getByRole('button', { name: 'Not now' }).click();
  await expect(install).toHaveCount(0);
  const number = (await dialog(page).locator('strong').first().textContent())?.trim() ?? '';
  expect(number).not.toBe('');

  await dialog(page).getByRole('button', { name: 'View My Service Requests' }).click();
  await expect(page).toHaveURL(/\/account#serviceRequestHistory$/);
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText(number).first()).toBeVisible();
  const timeline = page.getByRole('list', { name: `Timeline of request ${number}` });
  await expect(timeline.getByTestId('timeline-step').first()).toContainText('Submitted');
  await expect(timeline.getByTestId('timeline-step').nth(1)).toContainText('Sent to contractor');
  await expect(timeline).toContainText('Castillo Appliance & Air LLC');
});

test('/claim is titled and opens the dialog; the account menu opens it too', async ({ page }) => {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill('homeowner@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('button', { name: 'New Service Request' })
    .click();
  await expect(page).toHaveURL(/\/account\?serviceRequest=new$/);
  await expect(stepHeading(page, 'Which home needs a repair?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/claim');
  await expect(page).toHaveTitle(/^Submit a Home Warranty Claim \| /);
  await expect(stepHeading(page, 'Which home needs a repair?')).toBeVisible();
});

test('a claim filed offline waits on the device and is sent once, after the homeowner confirms the fee', async ({
  page,
  context,
}) => {
  const filed: { key: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/account/serviceRequest') {
      filed.push({ key: request.headers()['idempotency-key'] });
    }
  });
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill('homeowner@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu).toBeVisible();

  // Online first: the plan, its items and the cooling questions are seen, so the device keeps them.
  await menu.getByRole('button', { name: 'New Service Request' }).click();
  await next(page);
  await dialog(page).getByRole('radio', { name: 'Air Conditioning / Cooling' }).check();
  await next(page);
  await expect(stepHeading(page, 'What kind of cooling equipment needs service?')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave this service request?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(dialog(page)).toBeHidden();

  await context.setOffline(true);
  await menu.getByRole('button', { name: 'New Service Request' }).click();
  await next(page);
  await expect(stepHeading(page, 'What needs repair?')).toBeVisible();
  // Only the items whose questions the device keeps can be answered offline.
  await expect(dialog(page).getByRole('radio', { name: /^Heating System/ })).toBeDisabled();
  await dialog(page).getByRole('radio', { name: 'Air Conditioning / Cooling' }).check();
  await next(page);
  await answerCoolingQuickly(page);
  await expect(stepHeading(page, 'Add a photo (optional)')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Skip' }).click();
  await next(page);

  // A new card cannot be handed to the gateway offline: the saved card pays.
  await expect(stepHeading(page, 'Service call fee')).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: /^A new card/ })).toBeDisabled();
  await dialog(page)
    .getByRole('radio', { name: /Visa ending 1111, expires 12\/29/ })
    .check();
  await next(page);
  await expect(stepHeading(page, 'Review your request')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save and send when online' }).click();
  await expect(stepHeading(page, 'Saved on this device')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Done' }).click();

  const waiting = page.getByTestId('queued-service-requests');
  await expect(waiting).toContainText('Air Conditioning / Cooling');
  await expect(waiting).toContainText(
    /Waiting to send\. When you are back online we will ask you to confirm the \$\d+\.\d{2} service call fee\./,
  );

  // Back online it is not sent silently: the homeowner is asked to confirm the payment.
  await context.setOffline(false);
  const send = waiting.getByRole('button', { name: /^Send now and pay \$\d+\.\d{2}$/ });
  await expect(send).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(filed).toEqual([]);
  await send.click();
  await expect(waiting).toContainText(/Sent: request SR-\d+/);
  expect(filed).toHaveLength(1);
  expect(filed[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  const number = (await waiting.textContent())?.match(/SR-\d+/)?.[0] ?? '';

  await page.goto('/account#serviceRequestHistory');
  await expect(page.getByText(number).first()).toBeVisible();
});
