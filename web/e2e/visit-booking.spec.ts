/**
 * Booking the visit when filing, at phone size: the homeowner chooses one of the contractor's open two-hour
 * windows in "Choose a time", and the technician finds the visit on the work order's ticket.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  answerCoolingQuickly,
  CONTRACTOR,
  claimDialog as dialog,
  HOMEOWNER,
  continueClaim as next,
  signIn,
  claimStepHeading as stepHeading,
} from './claim-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Signed in as the homeowner: a new cooling request for the seeded Austin plan, answered as far as covered. */
async function answerCoolingRequest(page: Page) {
  await signIn(page, HOMEOWNER);
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('button', { name: 'New Service Request' })
    .click();
  // Other journeys may have given the homeowner a second plan: the request is for the seeded one.
  await expect(stepHeading(page, 'Which home needs a repair?')).toBeVisible();
  await dialog(page)
    .getByRole('radio', { name: /HW-20418837, .*Austin, TX/ })
    .check();
  await next(page);
  await dialog(page).getByRole('radio', { name: 'Air Conditioning / Cooling' }).check();
  await next(page);
  await answerCoolingQuickly(page);
}

test('the homeowner books a time while filing, and the technician sees the visit on the ticket', async ({
  page,
  browser,
}, testInfo) => {
  await answerCoolingRequest(page);
  await expect(stepHeading(page, 'Add a photo (optional)')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Skip' }).click();
  await expect(stepHeading(page, 'How should we contact you?')).toBeVisible();
  await next(page);

  await expect(stepHeading(page, 'Choose a time')).toBeVisible();
  const noTime = dialog(page).getByRole('radio', { name: 'No time now - the contractor will call me' });
  await expect(noTime).toBeChecked();
  // The windows are listed by day, in the property's local time (Austin, TX).
  const firstWindow = dialog(page)
    .getByRole('radio', { name: /^\w{3}, \w{3} \d{1,2}, \d{1,2}:00 [AP]M - / })
    .first();
  await expect(firstWindow).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('choose-a-time.png') });
  const label = (await firstWindow.getAttribute('aria-label')) ?? '';
  await firstWindow.check();
  await expect(noTime).not.toBeChecked();
  await next(page);

  await expect(stepHeading(page, 'Service call fee')).toBeVisible();
  await dialog(page)
    .getByRole('radio', { name: /Visa ending 1111.*Default card/ })
    .check();
  await next(page);
  await expect(stepHeading(page, 'Review your request')).toBeVisible();
  await expect(dialog(page)).toContainText(label);
  await dialog(page)
    .getByRole('button', { name: /^Submit and pay \$/ })
    .click();
  await expect(stepHeading(page, 'Request received')).toBeVisible();
  // The booked window is the answer: confirmed on screen, with no "next business day" beside it.
  await expect(dialog(page)).toContainText(`Your visit is booked: ${label}.`);
  await expect(dialog(page)).not.toContainText('next business day');
  await page.screenshot({ path: testInfo.outputPath('request-received-booked.png') });
  await dialog(page).getByRole('button', { name: 'View My Service Requests' }).click();
  await expect(page.getByRole('button', { name: 'Change visit time' }).first()).toBeVisible();
  // The pill says what the timeline says: the visit is scheduled, with its day written once, one way.
  const request = page.getByTestId('service-request').first();
  await expect(request.getByTestId('service-request-status')).toHaveText('Scheduled');
  const visitDay = /(\w{3} \d{1,2}, \d{4}), \d/.exec(await request.locator('.sr-facts').innerText())?.[1];
  await expect(request.getByTestId('timeline-step').filter({ hasText: 'Scheduled' })).toContainText(visitDay ?? '?');
  await request.screenshot({ path: testInfo.outputPath('request-scheduled.png') });

  // The technician's ticket shows the visit: its day and its window in the customer's hours.
  const technician = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tech = await technician.newPage();
  await signIn(tech, CONTRACTOR);
  await tech.goto('/account#availability');
  const visits = tech.getByRole('region', { name: 'Booked visits' });
  const booked = visits.getByRole('link', { name: label });
  await expect(booked).toBeVisible();
  await booked.click();
  const agree = tech.getByRole('button', { name: 'I Agree' });
  const heading = tech.getByRole('heading', { name: /^Work order WO-/ });
  await expect(agree.or(heading)).toBeVisible();
  if (await agree.isVisible()) await agree.click();
  await expect(heading).toBeVisible();
  const hour = Number(/(\d{1,2}):00 ([AP])M - /.exec(label)?.[1]);
  const meridiem = /(\d{1,2}):00 ([AP])M - /.exec(label)?.[2];
  await expect(tech.getByTestId('booked-time')).toHaveText(new RegExp(`^${hour}${meridiem}M to `));
  await expect(tech.locator('.cw-ticket-head')).toContainText('Scheduled');
  await technician.close();
});

test('with no open time at the address, the filing says so and we call to schedule', async ({
  page,
  request,
}, testInfo) => {
  // The one contractor who repairs cooling in Austin takes no visits for now.
  const signedIn = await request.post('/api/authenticate', {
    data: { grant_type: 'password', username: 'contractor@example.com', password: 'demo-password' },
  });
  const technician = { Authorization: `Bearer ${(await signedIn.json()).access_token}` };
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '17:00' }));
  const closed = await request.put('/api/contractor/availability', {
    headers: technician,
    data: { weeklyHours: [], blockedDays: [] },
  });
  expect(closed.ok(), await closed.text()).toBe(true);
  try {
    await answerCoolingRequest(page);
    await dialog(page).getByRole('button', { name: 'Skip' }).click();
    await expect(stepHeading(page, 'How should we contact you?')).toBeVisible();
    await next(page);

    await expect(stepHeading(page, 'Choose a time')).toBeVisible();
    await expect(dialog(page).getByTestId('claim-time-none')).toHaveText(
      'The contractors who work at this address have no open times in the next two weeks. We will call you to schedule the visit.',
    );
    const weCall = dialog(page).getByRole('radio', { name: 'We will call you to schedule' });
    await expect(weCall).toBeChecked();
    await expect(dialog(page).getByRole('radio')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('choose-a-time-none.png') });
    await next(page);

    await expect(stepHeading(page, 'Service call fee')).toBeVisible();
    await dialog(page)
      .getByRole('radio', { name: /Visa ending 1111.*Default card/ })
      .check();
    await next(page);
    await expect(stepHeading(page, 'Review your request')).toBeVisible();
    await expect(dialog(page)).toContainText('We will call you to schedule');
    await dialog(page)
      .getByRole('button', { name: /^Submit and pay \$/ })
      .click();
    await expect(stepHeading(page, 'Request received')).toBeVisible();
  } finally {
    await request.put('/api/contractor/availability', {
      headers: technician,
      data: { weeklyHours: weekdays, blockedDays: [] },
    });
  }
});
