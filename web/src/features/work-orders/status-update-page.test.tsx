import { messages, WORK_ORDER_HOURS, WORK_ORDER_TENANT, workOrderDateBounds, workOrderMessages } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetchEachTest, json } from '#web/lib/fetch-for-test.ts';
import { LinkToken, searchParams } from '#web/lib/search-params.ts';
import { clearToasts, getToasts } from '#web/ui/index.ts';
import { byRole, cleanup, click, render, settle } from '#web/ui/render-for-test.tsx';
import { StatusUpdatePage } from './status-update-page.tsx';

let router: AnyRouter;
/** What the link's GET answers, and what the page's POSTs answer. */
let linkAnswer: (url: string) => Response;
let postAnswer: () => Response | Promise<Response>;
// The link's GET; every other call (the POSTs, the transport's status check) gets `postAnswer`.
const fetchMock = fakeFetchEachTest((url, init) =>
  (init?.method ?? 'GET') === 'GET' && url.startsWith('/api/workorder/') ? linkAnswer(url) : postAnswer(),
);

const TOKEN = 'the-link-token_0123456789abcdefghijklmnopq';

async function open(workOrderId = 'WO-104272', search = `?t=${TOKEN}`) {
  const rootRoute = createRootRoute();
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>Home page</p> });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/status-update/$workorderId',
    validateSearch: searchParams({ t: LinkToken }),
    component: function Page() {
      return (
        <StatusUpdatePage
          workOrderId={page.useParams().workorderId}
          token={page.useSearch().t}
          notFound={<p data-testid="not-found">Not found</p>}
        />
      );
    },
  });
  router = createRouter({
    routeTree: rootRoute.addChildren([home, page]),
    history: createMemoryHistory({ initialEntries: [`/status-update/${workOrderId}${search}`] }),
  });
  await render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await settle();
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;
const dialogSubmit = () =>
  [...(byRole('dialog')?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Submit') ?? null;
const submitButton = () => document.querySelector<HTMLButtonElement>('.wo-form button[type="submit"]')!;
const dateInput = () => document.getElementById('wo-date') as HTMLInputElement;
const select = (id: string) => document.getElementById(id) as HTMLSelectElement;

async function typeDate(value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(dateInput(), value);
    dateInput().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function choose(id: string, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select(id), value);
    select(id).dispatchEvent(new Event('change', { bubbles: true }));
  });
}
async function typeReason(value: string) {
  const area = document.getElementById('wo-cancel-reason') as HTMLTextAreaElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const { min, max } = workOrderDateBounds(new Date());
/** A day inside the range whatever today is. */
const someDay = min;

async function fillSchedule() {
  await typeDate(someDay);
  await choose('wo-start', '8AM');
  await choose('wo-end', '12PM');
}

/** The POSTs the page sent. */
const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))]);
const reads = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.startsWith('/api/workorder/') && !url.endsWith('/statusUpdate') && !url.endsWith('/cancel'))
    .map(([url]) => url);
const notFoundShown = () => document.querySelector('[data-testid="not-found"]') !== null;

beforeEach(() => {
  linkAnswer = (url) =>
    json(200, { workOrderId: decodeURIComponent(url.split('/').pop()!.split('?')[0]!), isOpen: true });
  postAnswer = () => json(200, true);
});
afterEach(() => {
  cleanup();
  clearToasts({ history: true });
});

describe('the work-order status page', () => {
  it('is titled Update Work Order Status and shows the work order read with the link’s token', async () => {
    await open('WO-104272');
    // The work order, then its open visit windows, each read with the link's token.
    expect(reads()).toEqual([`/api/workorder/WO-104272?t=${TOKEN}`, `/api/workorder/WO-104272/visit?t=${TOKEN}`]);
    expect(document.querySelector('h1')?.textContent).toBe('Update Work Order Status');
    expect(document.title).toMatch(/^Update Work Order Status \| /);
    expect(document.querySelector('[data-testid="work-order-id"]')?.textContent).toBe('WO-104272');
    expect(notFoundShown()).toBe(false);
  });

  it('shows the not-found page for a link without a token, asking nothing', async () => {
    await open('WO-104272', '');
    expect(notFoundShown()).toBe(true);
    expect(document.querySelector('form')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the not-found page when the server refuses the link', async () => {
    linkAnswer = () => json(404, { hasErrors: true, errors: [{ message: 'No', code: 'notFound' }] });
    await open('WO-104272', '?t=forged');
    expect(notFoundShown()).toBe(true);
    expect(document.querySelector('form')).toBeNull();
    expect(reads()).toEqual(['/api/workorder/WO-104272?t=forged']);
  });

  it('says a closed work order can no longer be changed, and offers neither form', async () => {
    linkAnswer = () => json(200, { workOrderId: 'WO-104268', isOpen: false });
    await open('WO-104268');
    expect(document.querySelector('[data-testid="work-order-closed"]')?.textContent).toBe(workOrderMessages.closed);
    expect(document.querySelector('form')).toBeNull();
    expect(button('Cancel Work Order')).toBeNull();
  });

  it('offers to try again when the work order cannot be read', async () => {
    linkAnswer = () => json(500, { hasErrors: true, errors: [{ message: 'Boom', code: 'serverError' }] });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await open();
    // The read is tried once more a second later before the page gives up: the clock is moved past it.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    vi.useRealTimers();
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(/could not load/);
    linkAnswer = () => json(200, { workOrderId: 'WO-104272', isOpen: true });
    await click(button('Try again'));
    await settle();
    expect(document.querySelector('form')).not.toBeNull();
  });

  it('limits the date from today to six months ahead and offers a blank then 12AM to 11PM', async () => {
    await open();
    expect(dateInput().type).toBe('date');
    expect(dateInput().min).toBe(min);
    expect(dateInput().max).toBe(max);
    for (const id of ['wo-start', 'wo-end']) {
      const values = [...select(id).options].map((option) => option.value);
      expect(values).toEqual(['', ...WORK_ORDER_HOURS]);
      expect(values).toHaveLength(25);
      expect(select(id).value).toBe('');
    }
  });

  it('keeps Submit disabled until a date and both windows are chosen, with no end-after-start check', async () => {
    await open();
    expect(submitButton().disabled).toBe(true);
    await typeDate(someDay);
    expect(submitButton().disabled).toBe(true);
    await choose('wo-start', '5PM');
    expect(submitButton().disabled).toBe(true);
    await choose('wo-end', '9AM');
    expect(submitButton().disabled).toBe(false);
    await choose('wo-start', '');
    expect(submitButton().disabled).toBe(true);
  });

  it('keeps Submit disabled for a typed day out of range and says why', async () => {
    await open();
    await choose('wo-start', '8AM');
    await choose('wo-end', '12PM');
    await typeDate('2000-01-01');
    expect(submitButton().disabled).toBe(true);
    expect(document.querySelector('.ui-field--error #wo-date')).not.toBeNull();
  });

  it('schedules the work order, thanks the visitor and goes to the home page on true', async () => {
    await open('WO-104272');
    await fillSchedule();
    await click(submitButton());
    await settle();
    const [year, month, day] = someDay.split('-').map(Number);
    expect(sent()).toEqual([
      [
        '/api/workorder/statusUpdate',
        'POST',
        {
          ScheduleDateTime: `${month}/${day}/${year}`,
          ScheduledStartWindow: '8AM',
          ScheduledEndWindow: '12PM',
          Id: 'WO-104272',
          Status: 'Scheduled',
          Tenant: WORK_ORDER_TENANT,
          Token: TOKEN,
        },
      ],
    ]);
    expect(getToasts().map((toast) => [toast.title, toast.text, toast.kind])).toEqual([
      [messages.statusUpdate.successTitle, messages.statusUpdate.successText, 'success'],
    ]);
    expect(router.state.location.pathname).toBe('/');
    expect(document.body.textContent).toContain('Home page');
  });

  it.each([
    ['false', () => json(200, false)],
    ['a non-boolean answer', () => json(200, { ok: true })],
    ['a server error', () => json(500, { hasErrors: true, errors: [{ message: 'Boom', code: 'serverError' }] })],
    ['a refusal', () => json(422, { hasErrors: true, errors: [{ message: 'Closed', code: 'serviceRequestClosed' }] })],
  ])('says to call for assistance and stays on %s', async (_name, answer) => {
    postAnswer = answer;
    await open();
    await fillSchedule();
    await click(submitButton());
    await settle();
    expect(getToasts().map((toast) => [toast.text, toast.kind])).toEqual([[messages.statusUpdate.failure, 'error']]);
    expect(router.state.location.pathname).toBe('/status-update/WO-104272');
    expect(submitButton().disabled).toBe(false);
  });

  it('asks for a reason before cancelling; submit stays disabled while it is empty or blank', async () => {
    await open();
    await click(button('Cancel Work Order'));
    expect(byRole('dialog')?.querySelector('h2')?.textContent).toBe('Cancel Work Order');
    const submit = () => dialogSubmit()!;
    expect(submit().disabled).toBe(true);
    await typeReason('   ');
    expect(submit().disabled).toBe(true);
    await typeReason('  The homeowner fixed it.  ');
    expect(submit().disabled).toBe(false);
    await click(submit());
    await settle();
    expect(sent()).toEqual([
      [
        '/api/workorder/cancel',
        'POST',
        { WorkOrderId: 'WO-104272', CancellationNotes: 'The homeowner fixed it.', Token: TOKEN },
      ],
    ]);
    expect(getToasts().map((toast) => [toast.title, toast.text, toast.kind])).toEqual([
      [messages.statusUpdate.cancelSuccessTitle, messages.statusUpdate.cancelSuccessText, 'success'],
    ]);
    expect(byRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the cancel dialog and the reason on a failed or non-true cancellation', async () => {
    postAnswer = () => json(200, false);
    await open();
    await click(button('Cancel Work Order'));
    await typeReason('No longer needed');
    await click(dialogSubmit());
    await settle();
    expect(getToasts().map((toast) => [toast.text, toast.kind])).toEqual([
      [messages.statusUpdate.cancelFailure, 'error'],
    ]);
    expect(byRole('dialog')).not.toBeNull();
    expect((document.getElementById('wo-cancel-reason') as HTMLTextAreaElement).value).toBe('No longer needed');
    expect(router.state.location.pathname).toBe('/status-update/WO-104272');

    postAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await click(dialogSubmit());
    await settle();
    // A lost connection also brings the transport's own server-status toast; the page's message follows.
    expect(getToasts().filter((toast) => toast.text === messages.statusUpdate.cancelFailure)).toHaveLength(2);
    expect(byRole('dialog')).not.toBeNull();
  });

  it('closes the cancel dialog with Back without sending anything', async () => {
    await open();
    await click(button('Cancel Work Order'));
    await click(button('Back'));
    expect(byRole('dialog')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('disables both submits offline and says why', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await open();
      await fillSchedule();
      expect(submitButton().disabled).toBe(true);
      expect(document.querySelector('#wo-schedule-hint')?.textContent).toMatch(/offline/);
      await click(button('Cancel Work Order'));
      await typeReason('No longer needed');
      expect(dialogSubmit()?.disabled).toBe(true);
    } finally {
      onLine.mockRestore();
    }
  });
});
