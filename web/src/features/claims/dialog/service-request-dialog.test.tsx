/**
 * @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
 * (The card form's frame opens about:blank; what is posted into it is recorded, not sent.)
 */
import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import {
  type AuthResponse,
  type CreateServiceRequestBody,
  messages,
  type QuestionFlow,
  type ServiceRequestSummary,
  serviceRequestSuccessLines,
} from '@hw/shared';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '#web/lib/brand.ts';
import { clearSession, storeAuthResponse } from '#web/lib/session/index.ts';
import { offlineDb } from '#web/offline/db.ts';
import { outboxItems } from '#web/offline/outbox.ts';
import { wipeAll } from '#web/offline/storage.ts';
import { clearToasts, UiHost } from '#web/ui/index.ts';
import { cleanup, render, settle } from '#web/ui/render-for-test.tsx';
import { SERVICE_REQUEST_HISTORY_KEY } from '../api/create-service-request.ts';
import { queuedServiceRequests } from '../offline/stores.ts';
import { sampleFlow } from '../testing/sample-flow.ts';
import { DIALOG_TITLE, ServiceRequestDialog } from './service-request-dialog.tsx';

// The bytes go up as a resumable upload in the browser (covered there); here they are only recorded.
const resumable = vi.hoisted(() => ({ sent: [] as Blob[] }));
vi.mock('#web/lib/uploads/resumable.ts', () => ({
  uploadResumably: async (blob: Blob) => {
    resumable.sent.push(blob);
    return `up-${resumable.sent.length}`;
  },
}));

// ---- The fake server ----------------------------------------------------------------------------

const auth: AuthResponse = {
  access_token: 'a',
  refresh_token: 'r',
  tokenExpires: new Date(Date.now() + 3_600_000).toISOString(),
  roles: ['homeowner'],
  isAuthenticated: true,
  isImpersonated: false,
  forgotPassword: false,
  user: {
    userType: 'homeowner',
    userId: 'u-homeowner',
    firstName: 'Hana',
    lastName: 'Owner',
    email: 'homeowner@example.com',
    phones: [{ number: '5125550100', isPrimary: true, type: 'mobile' }],
    isOptedInToSms: false,
    isAnonymous: false,
    isAuthenticated: true,
    preferredLanguage: 'en',
  },
};

const contract = {
  contractId: 'c-1',
  policyNumber: 'HW-20418837',
  planId: 'plan-1',
  planName: 'Signature',
  planTypeId: 'feb9a8a9-8453-4343-b603-bc2d11cf5594',
  contractStatus: { description: 'Active' },
  orderStatus: 'completed',
  paymentType: 'monthly',
  effectiveDate: '2026-01-01T00:00:00.000Z',
  expireDate: '2027-01-01T00:00:00.000Z',
  estimatedClosingDate: null,
  isListingCoverage: false,
  address: { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
  total: 600,
  monthlyTotal: 50,
};

const quickFlow: QuestionFlow = {
  warrantyItemId: 'si-quick',
  startQuestionId: 'done',
  questions: [{ questionId: 'done', type: 'terminal', text: 'Covered.', outcome: 'covered' }],
};

const items = [
  {
    warrantyItemId: 'si-cooling',
    description: 'Air Conditioning / Cooling',
    category: 'Systems',
    tradeId: 4,
    tradeName: 'HVAC',
    isAddon: false,
  },
  {
    warrantyItemId: 'si-quick',
    description: 'Garbage Disposal',
    category: 'Appliances',
    tradeId: null,
    tradeName: null,
    isAddon: false,
  },
];

const visa = {
  creditCard: {
    creditCardId: 'card-1',
    policyNumber: ['HW-20418837'],
    cardType: 'visa',
    lastFour: '1111',
    expirationDate: '12/40',
  },
  isDefault: true,
};

const summary = (body: CreateServiceRequestBody): ServiceRequestSummary => ({
  serviceRequestId: 'sr-1',
  serviceRequestNumber: 'SR-100001',
  contractId: body.contractId,
  warrantyItemId: body.warrantyItemId,
  itemDescription: 'Air Conditioning / Cooling',
  description: 'It blows warm air',
  status: 'open',
  workOrderId: null,
  contractorName: null,
  scheduledDate: null,
  scheduledWindow: null,
  workStatus: null,
  serviceCallFee: body.confirmedServiceCallFee,
  serviceCallFeePaid: body.confirmedServiceCallFee > 0,
  createdAt: new Date().toISOString(),
  closedAt: null,
  timeline: [{ event: 'submitted', at: new Date().toISOString(), detail: null }],
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (body: unknown, headers: Record<string, string>) => Response | Promise<Response>;

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

const WINDOWS = [
  { start: '2030-01-07T08:00:00-06:00', end: '2030-01-07T10:00:00-06:00' },
  { start: '2030-01-07T10:00:00-06:00', end: '2030-01-07T12:00:00-06:00' },
  { start: '2030-01-08T08:00:00-06:00', end: '2030-01-08T10:00:00-06:00' },
];

let calls: Call[];
let routes: Record<string, Handler>;

function serve(overrides: Record<string, Handler> = {}) {
  routes = {
    'GET /api/status': () => json(200, { status: 'ok' }),
    'GET /api/account/user': () => json(200, { user: auth.user, contracts: [contract] }),
    'GET /api/authorize/serviceRequest/c-1': () => json(200, { isAuthorized: true, serviceCallFee: 75 }),
    'GET /api/account/serviceRequest/items/c-1': () => json(200, items),
    'GET /api/account/serviceRequest/flow/si-cooling': () => json(200, sampleFlow),
    'GET /api/account/serviceRequest/flow/si-quick': () => json(200, quickFlow),
    'GET /api/account/payment/info': () => json(200, [visa]),
    'POST /api/account/serviceRequest': (body) => json(201, summary(body as CreateServiceRequestBody)),
    'GET /api/account/serviceRequest/slots/c-1/si-cooling': () => json(200, { windows: WINDOWS, reason: null }),
    'GET /api/account/serviceRequest/slots/c-1/si-quick': () => json(200, { windows: WINDOWS, reason: null }),
    ...overrides,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method, path: url.pathname, body, headers });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return json(404, { hasErrors: true, errors: [{ message: 'Not found', code: 'notFound' }] });
      return handler(body, headers);
    }),
  );
}

const posts = (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

// ---- Driving the dialog ---------------------------------------------------------------------------

let queryClient: QueryClient;
let closed: ReturnType<typeof vi.fn<() => void>>;
let viewHistory: ReturnType<typeof vi.fn<() => void>>;

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  onlineManager.setOnline(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

/** The hosted card form's posts into its frame: their fields. */
let formPosts: Record<string, string>[] = [];

beforeEach(async () => {
  calls = [];
  clearSession();
  storeAuthResponse(auth);
  await wipeAll();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } });
  closed = vi.fn<() => void>();
  viewHistory = vi.fn<() => void>();
  serve();
  // The hosted card form's token is posted into its frame: recorded, not sent.
  formPosts = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    formPosts.push(Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value])));
  });
});

afterEach(async () => {
  cleanup();
  clearToasts({ history: true });
  await act(async () => setOnline(true));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The dialog's reads and the device's database answer over several turns of the event loop. */
const settleDialog = () => settle(6);

async function open() {
  await render(
    <QueryClientProvider client={queryClient}>
      <ServiceRequestDialog user={auth.user} onClose={closed} onViewHistory={viewHistory} />
      <UiHost />
    </QueryClientProvider>,
  );
  await settleDialog();
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const dialogTitle = () => dialog().querySelector('.ui-modal__title')?.textContent;
const heading = () => dialog().querySelector('.claim-step__title')?.textContent;
const alertDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

function buttonNamed(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}" in: ${heading()}`);
  return found;
}

async function press(name: string, within?: ParentNode) {
  await act(async () => buttonNamed(name, within).click());
  await settleDialog();
}

function inputLabelled(label: string): HTMLInputElement {
  const found = [...dialog().querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  if (!found) throw new Error(`No label "${label}" in: ${heading()}`);
  const input = found.htmlFor ? document.getElementById(found.htmlFor) : found.querySelector('input');
  return input as HTMLInputElement;
}

async function choose(label: string) {
  await act(async () => inputLabelled(label).click());
}

async function type(label: string, value: string) {
  const input = inputLabelled(label);
  await act(async () => {
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Closes the validation dialog, answering the problems it listed. */
async function problemsListed(): Promise<string[]> {
  const alert = alertDialog();
  if (!alert) return [];
  const listed = [...alert.querySelectorAll('li')].map((li) => li.textContent ?? '');
  await press('OK', alert);
  return listed;
}

const isoToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** From the opened dialog to the first question of an item. */
async function toItem(description: string) {
  expect(heading()).toBe('Which home needs a repair?');
  // The single plan is chosen already.
  expect(inputLabelled('HW-20418837, 100 Congress Ave, Austin, TX 78701Signature · Active').checked).toBe(true);
  await press('Continue');
  expect(heading()).toBe('What needs repair?');
  await choose(description);
  await press('Continue');
}

/** Through the one-step flow, the contact preferences and the payment, to the review. */
async function quickToReview() {
  await toItem('Garbage Disposal');
  expect(heading()).toBe('This looks covered');
  await press('Continue');
  expect(heading()).toBe('Add a photo (optional)');
  await press('Skip');
  expect(heading()).toBe('How should we contact you?');
  await press('Continue');
  if (heading() === 'Choose a time') await press('Continue');
  if (heading() === 'Service call fee') await press('Continue');
  expect(heading()).toBe('Review your request');
}

// ---- The tests ---------------------------------------------------------------------------------

describe('the service request dialog', () => {
  it('files an air-conditioning request through every kind of question, pays with the saved card and says so', async () => {
    queryClient.setQueryData([...SERVICE_REQUEST_HISTORY_KEY, 'c-1'], []);
    await open();
    expect(dialogTitle()).toBe(DIALOG_TITLE);
    await toItem('Air Conditioning / Cooling');

    expect(heading()).toBe('What kind of cooling equipment needs service?');
    await choose('Central air conditioner');
    await press('Continue');

    expect(heading()).toBe('Do you smell burning?');
    await choose('Yes');
    await press('Continue');
    // The safety warning is a modal of its own over the dialog.
    expect(alertDialog()?.querySelector('h2')?.textContent).toBe('Important');
    expect(alertDialog()?.textContent).toContain('Turn the system off at its breaker now.');
    await press('I understand', alertDialog()!);

    expect(heading()).toBe('Please note');
    expect(dialog().textContent).toContain('A clogged filter is a common cause.');
    await press('Continue');

    expect(heading()).toBe('What is happening?');
    await press('Continue');
    expect(await problemsListed()).toEqual(['Please answer this question.']);
    await choose('It blows warm air');
    await press('Continue');

    expect(heading()).toBe('What temperature is it inside?');
    await type('Your answer (°F)', '200');
    await press('Continue');
    expect(await problemsListed()).toEqual(['Please enter a number from 40 to 130.']);
    await type('Your answer (°F)', '85');
    await press('Continue');

    expect(heading()).toBe('How urgent is this?');
    await choose('★★★★☆ 4 stars');
    await press('Continue');

    expect(heading()).toBe('When did it start?');
    const date = inputLabelled('Date');
    expect(date.max).toBe(isoToday());
    await type('Date', isoToday());
    await press('Continue');

    expect(heading()).toBe('Error code, if any');
    expect(dialog().textContent).toContain('(optional)');
    await press('Continue');
    expect(heading()).toBe('Anything else?');
    await type('Your answer', 'The dog is friendly.');
    await press('Continue');

    expect(heading()).toBe('Your initials, please');
    await type('Your initials', 'ho');
    expect(inputLabelled('Your initials').value).toBe('HO');
    await press('Continue');

    expect(heading()).toBe('This looks covered');
    await press('Continue');

    expect(heading()).toBe('Add a photo (optional)');
    await press('Skip');

    expect(heading()).toBe('How should we contact you?');
    expect(inputLabelled('Contact name').value).toBe('Hana Owner');
    expect(inputLabelled('Phone').value).toBe('512-555-0100');
    expect(inputLabelled('Email').value).toBe('homeowner@example.com');
    await type('Phone', '');
    await press('Continue');
    expect(await problemsListed()).toEqual(['Phone number is required.']);
    await type('Phone', '5125550199');
    await choose('Text message');
    await press('Continue');

    expect(heading()).toBe('Choose a time');
    expect(inputLabelled('No time now - the contractor will call me').checked).toBe(true);
    expect(dialog().textContent).toContain('Mon, Jan 7');
    expect(dialog().textContent).toContain('Tue, Jan 8');
    await press('Continue');

    expect(heading()).toBe('Service call fee');
    expect(dialog().textContent).toContain('$75.00');
    expect(inputLabelled('Visa ending 1111, expires 12/40Default card').checked).toBe(true);
    await press('Continue');

    expect(heading()).toBe('Review your request');
    expect(dialog().textContent).toContain('Air Conditioning / Cooling');
    expect(dialog().textContent).toContain('$75.00, Visa ending 1111, expires 12/40');
    await press('Submit and pay $75.00');

    const [sent] = posts('/api/account/serviceRequest');
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toEqual({
      contractId: 'c-1',
      warrantyItemId: 'si-cooling',
      questionsAndAnswers: [
        { questionId: 'kind', value: 'central' },
        { questionId: 'yn', value: true },
        { questionId: 'symptoms', value: ['warm'] },
        { questionId: 'temp', value: 85 },
        { questionId: 'stars', value: 4 },
        { questionId: 'since', value: isoToday() },
        { questionId: 'code', value: '' },
        { questionId: 'details', value: 'The dog is friendly.' },
        { questionId: 'ack', value: 'HO' },
      ],
      contactPreferences: {
        contactName: 'Hana Owner',
        phone: '512-555-0199',
        email: 'homeowner@example.com',
        preferredContactMethod: 'text',
        bestTimeToContact: 'anytime',
        permissionToEnter: false,
      },
      confirmedServiceCallFee: 75,
      paymentInfo: { creditCardId: 'card-1' },
    });

    expect(heading()).toBe('Request received');
    const shown = [...dialog().querySelectorAll('[data-testid="claim-success"] p')].map((p) => p.textContent);
    expect(shown).toEqual(serviceRequestSuccessLines(new Date(), brand.phone));
    expect(dialog().textContent).toContain('SR-100001');
    // The history shows it: its cached copy is out of date now.
    expect(queryClient.getQueryState([...SERVICE_REQUEST_HISTORY_KEY, 'c-1'])?.isInvalidated).toBe(true);
    await press('View My Service Requests');
    expect(viewHistory).toHaveBeenCalled();
  });

  it('says there is a problem, with the reason and a call-us line, when the plan cannot take a request', async () => {
    serve({
      'GET /api/authorize/serviceRequest/c-1': () =>
        json(200, { isAuthorized: false, message: 'This plan is suspended for non-payment.', serviceCallFee: 75 }),
    });
    await open();
    await press('Continue');
    expect(dialogTitle()).toBe(messages.serviceRequest.authorizationFailureTitle);
    expect(dialog().textContent).toContain('This plan is suspended for non-payment.');
    expect(dialog().textContent).toContain(`Please call us at ${brand.phone}.`);
    await press('Close');
    expect(closed).toHaveBeenCalled();
  });

  it('stops at an item the plan does not cover with the reason, and Back changes the answer', async () => {
    await open();
    await toItem('Air Conditioning / Cooling');
    await choose('Window unit');
    await press('Continue');
    expect(heading()).toBe('Not covered');
    expect(dialog().textContent).toContain('Window units are not covered.');
    expect(() => buttonNamed('Continue', dialog())).toThrow();
    await press('Back');
    expect(heading()).toBe('What kind of cooling equipment needs service?');
    expect(inputLabelled('Window unit').checked).toBe(true);
    await choose('Central air conditioner');
    await press('Continue');
    expect(heading()).toBe('Do you smell burning?');
    // Back from the first question leads to the choice of the item.
    await press('Back');
    await press('Back');
    expect(heading()).toBe('What needs repair?');
  });

  it("shows the server's words when the card is declined, and lets the homeowner pay with another card", async () => {
    serve({
      'POST /api/account/serviceRequest': () =>
        json(402, {
          hasErrors: true,
          errors: [{ message: 'The card was declined by the bank.', code: 'paymentDeclined' }],
        }),
    });
    await open();
    await quickToReview();
    await press('Submit and pay $75.00');
    expect(heading()).toBe('Your request was not sent');
    expect(dialog().textContent).toContain('The card was declined by the bank.');
    await press('Pay With Another Card');
    expect(heading()).toBe('Service call fee');
  });

  it('says the catalogue’s words when the server gives none', async () => {
    serve({ 'POST /api/account/serviceRequest': () => json(500, {}) });
    await open();
    await quickToReview();
    await press('Submit and pay $75.00');
    expect(dialog().textContent).toContain(messages.serviceRequest.claimFailure);
  });

  it('asks to call when the answer is lost, and a retry is sent under the same key: one request, one charge', async () => {
    let first = true;
    serve({
      'POST /api/account/serviceRequest': (body) => {
        if (first) {
          first = false;
          throw new TypeError('Failed to fetch');
        }
        return json(201, summary(body as CreateServiceRequestBody));
      },
    });
    await open();
    await quickToReview();
    await press('Submit and pay $75.00');
    expect(dialog().textContent).toContain(messages.serviceRequest.sendFailure(brand.phone));
    await press('Try Again');
    const keys = posts('/api/account/serviceRequest').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(heading()).toBe('Request received');
  });

  it('pays with a new card, typed into the hosted card form: only its ids and token reach us', async () => {
    serve({
      'GET /api/account/payment/info': () => json(200, []),
      'POST /api/order/getCustomerProfileToken': () =>
        json(200, {
          customerProfileId: 'cp-1',
          token: 't-1',
          hostedFormUrl: 'https://gateway.example/addPayment',
          hostedFormToken: 'form-1',
        }),
      'POST /api/order/getCustomerPaymentProfile': () =>
        json(200, {
          authNetProfileId: 'cp-1',
          authNetPaymentProfileId: 'pp-1',
          cardType: 'visa',
          lastFour: '1111',
          expirationDate: '12/30',
          profileToken: 't-1',
        }),
    });
    await open();
    await toItem('Garbage Disposal');
    await press('Continue');
    await press('Skip');
    await press('Continue');
    await press('Continue');
    expect(heading()).toBe('Service call fee');
    expect(inputLabelled('A new card').checked).toBe(true);
    // No saved card: the form opens by itself, for the contact e-mail, its token posted into the frame (once the
    // card form's code has arrived).
    await vi.waitFor(() =>
      expect(posts('/api/order/getCustomerProfileToken')[0]?.body).toEqual({ email: 'homeowner@example.com' }),
    );
    await vi.waitFor(() => expect(dialog().querySelector('iframe[title="Secure card form"]')).not.toBeNull());
    await vi.waitFor(() => expect(formPosts).toEqual([{ token: 'form-1' }]));
    await press('Continue');
    expect(await problemsListed()).toEqual(['Please enter your card details.']);
    await act(async () => window.AuthorizeNetIFrame?.onReceiveCommunication('action=successfulSave'));
    await settleDialog();
    await vi.waitFor(() => expect(dialog().textContent).toContain('Visa ending 1111, expires 12/30'));
    expect(posts('/api/order/getCustomerPaymentProfile')[0]?.body).toEqual({ token: 't-1' });
    await press('Continue');
    expect(heading()).toBe('Review your request');
    expect(dialog().textContent).toContain('Visa ending 1111, expires 12/30');
    await press('Submit and pay $75.00');
    // The ids of the new card and the token that opened its profile; nothing of the card itself.
    expect((posts('/api/account/serviceRequest')[0]!.body as CreateServiceRequestBody).paymentInfo).toEqual({
      authNetProfileId: 'cp-1',
      authNetPaymentProfileId: 'pp-1',
      profileToken: 't-1',
    });
    expect(heading()).toBe('Request received');
  });

  it('attaches the photo chosen once the request is filed', async () => {
    const uploads: { key: string | undefined; body: unknown }[] = [];
    serve({
      'POST /api/account/serviceRequest/sr-1/fileFromUpload': (body, headers) => {
        uploads.push({ key: headers['Idempotency-Key'], body });
        return json(200, {
          fileId: 'f-1',
          fileName: 'ac.png',
          contentType: 'image/png',
          size: 4,
          url: '/api/contractor/file/f-1',
          createdAt: new Date().toISOString(),
          ticketVersion: 2,
        });
      },
    });
    await open();
    await toItem('Garbage Disposal');
    await press('Continue');
    const input = inputLabelled('Photo of the problem');
    expect(input.accept).toBe('image/*,application/pdf');
    const pick = async (file: File) => {
      await act(async () => {
        Object.defineProperty(input, 'files', { value: [file], configurable: true });
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await settleDialog();
    };
    await pick(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await problemsListed()).toEqual(['Please choose a photo (JPEG, PNG, WebP, HEIC or GIF) or a PDF.']);
    await pick(new File([new Uint8Array([137, 80, 78, 71])], 'ac.png', { type: 'image/png' }));
    expect(dialog().textContent).toContain('ac.png (1 KB)');
    await press('Continue');
    await press('Continue');
    await press('Continue');
    await press('Continue');
    expect(dialog().textContent).toContain('Photoac.png');
    await press('Submit and pay $75.00');
    expect(heading()).toBe('Request received');
    expect(dialog().textContent).toContain('Your photo was added to the request.');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploads[0]?.body).toEqual({ uploadId: 'up-1', fileName: 'ac.png' });
    expect(resumable.sent.map((file) => file.size)).toEqual([4]);
  });

  it('skips the payment of a $0 fee', async () => {
    serve({ 'GET /api/authorize/serviceRequest/c-1': () => json(200, { isAuthorized: true, serviceCallFee: 0 }) });
    await open();
    await toItem('Garbage Disposal');
    await press('Continue');
    await press('Skip');
    await press('Continue');
    await press('Continue');
    expect(heading()).toBe('Review your request');
    await press('Submit Request');
    const body = posts('/api/account/serviceRequest')[0]?.body as CreateServiceRequestBody;
    expect(body).toMatchObject({ confirmedServiceCallFee: 0, paymentInfo: {} });
  });

  it('offline, answers from the saved flow, pays only with a saved card and keeps the request on the device', async () => {
    // Seen online before: the plan's answer, its items, the flow and the cards are on the device.
    await open();
    await quickToReview();
    cleanup();
    calls = [];

    await act(async () => setOnline(false));
    await open();
    await toItem('Garbage Disposal');
    await press('Continue');
    await press('Skip');
    await press('Continue');
    expect(heading()).toBe('Service call fee');
    expect(inputLabelled('A new cardNeeds a connection').disabled).toBe(true);
    await press('Continue');
    expect(dialog().textContent).toContain('You are offline. Your request will be saved on this device');
    await press('Save and send when online');

    expect(heading()).toBe('Saved on this device');
    expect(dialog().textContent).toContain('we will ask you to confirm the $75.00 service call fee');
    expect(posts('/api/account/serviceRequest')).toEqual([]);
    const [saved] = await queuedServiceRequests.table(offlineDb()).toArray();
    expect(saved).toMatchObject({ status: 'waiting', confirmed: false, fee: 75, itemDescription: 'Garbage Disposal' });
    expect(saved?.body.paymentInfo).toEqual({ creditCardId: 'card-1' });
    expect(await outboxItems()).toEqual([]);
  });
});
