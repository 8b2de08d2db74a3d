/**
 * What the claim browser tests share: sign-ins, a claim filed through the API, a diagnosis over the plan's limit,
 * the technician's open list and tickets.
 */
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const CONTRACTOR = { username: 'contractor@example.com', password: 'demo-password' };
export const HOMEOWNER = { username: 'homeowner@example.com', password: 'demo-password' };
export const STAFF = { username: 'staff@example.com', password: 'demo-password' };

type Who = { username: string; password: string };

const pad = (n: number) => String(n).padStart(2, '0');
export const isoToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export async function apiToken(request: APIRequestContext, who: Who): Promise<string> {
  const res = await request.post('/api/authenticate', { data: { ...who, grant_type: 'password' } });
  expect(res.ok()).toBe(true);
  return (await res.json()).access_token;
}

/** The homeowner's air-conditioning claim, paid with the saved card: dispatched at once to a cooling contractor. */
export async function fileClaim(
  request: APIRequestContext,
  token?: string,
): Promise<{ serviceRequestId: string; serviceRequestNumber: string; workOrderId: string }> {
  const res = await request.post('/api/account/serviceRequest', {
    headers: { Authorization: `Bearer ${token ?? (await apiToken(request, HOMEOWNER))}` },
    data: demoCoolingClaim({ since: isoToday() }),
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The service request dialog, a step's heading in it, and its Continue button. */
export const claimDialog = (page: Page) => page.getByRole('dialog', { name: 'Service Request' });
export const claimStepHeading = (page: Page, name: string) =>
  claimDialog(page).getByRole('heading', { level: 3, name, exact: true });
export const continueClaim = (page: Page) =>
  claimDialog(page).getByRole('button', { name: 'Continue', exact: true }).click();

/** Answers the step asking `question` as `act` does, then Continue. */
export async function answer(page: Page, question: string, act: () => Promise<void>) {
  await expect(claimStepHeading(page, question)).toBeVisible();
  await act();
  await continueClaim(page);
}

/** The shortest covered way through the cooling flow. */
export async function answerCoolingQuickly(page: Page) {
  await answer(page, 'What kind of cooling equipment needs service?', () =>
    claimDialog(page).getByRole('radio', { name: 'Central air conditioner (with an outdoor unit)' }).check(),
  );
  await answer(page, 'What is happening? Choose all that apply.', () =>
    claimDialog(page).getByRole('checkbox', { name: 'It runs but blows warm air' }).check(),
  );
  await answer(page, 'Is the thermostat set to Cool, below the room temperature, with fresh batteries?', () =>
    claimDialog(page).getByRole('radio', { name: 'Yes' }).check(),
  );
  await answer(page, 'When was the air filter last changed?', () =>
    claimDialog(page).getByRole('radio', { name: 'In the last 3 months' }).check(),
  );
  await answer(page, 'What temperature is it inside the home right now?', () =>
    claimDialog(page).getByLabel('Your answer (°F)').fill('82'),
  );
  await claimDialog(page)
    .getByRole('radio', { name: /2 stars/ })
    .check();
  await continueClaim(page);
  await answer(page, 'When did you first notice the problem with your air conditioning?', () =>
    claimDialog(page).getByLabel('Date').fill(isoToday()),
  );
  await answer(page, 'About how old is the air conditioning, in years?', async () => {});
  await answer(
    page,
    'Did you know of this problem before your contract started, or was it noted in a home inspection or disclosure?',
    () => claimDialog(page).getByRole('radio', { name: 'No' }).check(),
  );
  await answer(
    page,
    'Anything else the technician should know? Access, gate codes, pets, the best time to come.',
    async () => {},
  );
  await claimDialog(page).getByRole('textbox', { name: 'Your initials' }).fill('HO');
  await continueClaim(page);
  await expect(claimStepHeading(page, 'This looks covered')).toBeVisible();
  await continueClaim(page);
}

/** Signs in from the account page's form and waits for the account menu. */
export async function signIn(page: Page, who: Who) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

/** The technician's open tickets, with the service agreement accepted on the way when it is still open. */
export async function openTicketList(page: Page) {
  await signIn(page, CONTRACTOR);
  await page.goto('/account#dispatchTickets');
  await ticketListShown(page);
}

/** Signed in as the technician, the first ticket open: its work order. */
export async function openTechniciansFirstTicket(page: Page): Promise<string> {
  await signIn(page, CONTRACTOR);
  await page.goto('/account#dispatchTickets');
  return openFirstTicket(page);
}

/** On the technician's ticket list: accepts the agreement if asked, opens the first ticket, gives its work order. */
export async function openFirstTicket(page: Page): Promise<string> {
  await (await ticketListShown(page)).click();
  const heading = page.getByRole('heading', { name: /^Work order / });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.replace('Work order ', '').trim();
}

/** The list's first ticket, once shown: the service agreement is accepted on the way when it is still open. */
async function ticketListShown(page: Page) {
  const agree = page.getByRole('button', { name: 'I Agree' });
  const firstTicket = page.getByRole('link', { name: /Work order/ }).first();
  await expect(agree.or(firstTicket)).toBeVisible();
  if (await agree.isVisible()) {
    await agree.click();
    await expect(firstTicket).toBeVisible();
  }
  return firstTicket;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The technician's diagnosis of $1,800 (a part over the item's limit), through the API as the phone's outbox
 * would send it: more than the pre-authorized amount is asked for and approved by staff first.
 */
export async function diagnoseOverTheLimit(request: APIRequestContext, workOrderId: string) {
  const contractor = bearer(await apiToken(request, CONTRACTOR));
  const staff = bearer(await apiToken(request, STAFF));
  const ticket = await (await request.get(`/api/contractor/dispatch/${workOrderId}`, { headers: contractor })).json();
  const asked = await request.post(`/api/contractor/dispatch/${ticket.dispatchId}/authorizationRequest`, {
    headers: contractor,
    data: { amount: 2000, note: 'The compressor has to be replaced.' },
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  const open = await (await request.get('/api/staff/authorizationRequests', { headers: staff })).json();
  const mine = open.items.find((item: { workOrderId: string }) => item.workOrderId === workOrderId);
  const decided = await request.post(`/api/staff/authorizationRequests/${mine.authorizationRequestId}/decision`, {
    headers: staff,
    data: { approved: true },
  });
  expect(decided.status(), await decided.text()).toBeLessThan(300);

  const categories = await (
    await request.get(`/api/contractor/closingItems/categories?dispatchId=${ticket.dispatchId}`, {
      headers: contractor,
    })
  ).json();
  const items = await (
    await request.get(`/api/contractor/closingItems?closingItemCategoryId=${categories[0].closingItemCategoryId}`, {
      headers: contractor,
    })
  ).json();
  const part = items.find((item: { kind: string }) => item.kind === 'part');
  const current = await (await request.get(`/api/contractor/dispatch/${workOrderId}`, { headers: contractor })).json();
  const saved = await request.post(`/api/contractor/dispatch/${ticket.dispatchId}`, {
    headers: contractor,
    data: {
      version: current.version,
      dispatchParts: [
        {
          partDetails: {
            isProvidedByContractor: true,
            pricePerUnit: 1800,
            units: 1,
            closingItem: { closingItemId: part.closingItemId },
          },
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return part.name as string;
}
