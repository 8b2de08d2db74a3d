import { type ServiceRequestNote, type ServiceRequestSummary, serviceRequestMessages } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '#web/ui/index.ts';
import { byRole, cleanup, click, render, settle } from '#web/ui/render-for-test.tsx';
import { accountMessages } from '../account-messages.ts';
import { serviceRequestNotesQueryOptions } from '../api/get-service-request-notes.ts';
import { serviceRequestsQueryOptions } from '../api/get-service-requests.ts';
import { RequestItem } from './request-item.tsx';
import { sampleRequest, sampleScheduledRequest } from './sample-request.ts';
import { serviceRequestWords } from './words.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (body: unknown) => Response;
let routes: Record<string, Handler>;
let calls: [string, unknown][];
let queryClient: QueryClient;
const historyKey = serviceRequestsQueryOptions(['c-1']).queryKey;

beforeEach(() => {
  calls = [];
  routes = {};
  queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false }, mutations: { retry: false } },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push([key, body]);
      const handler = routes[key];
      return handler ? handler(body) : json(404, { hasErrors: true, errors: [{ message: 'Not found' }] });
    }),
  );
});
afterEach(() => {
  cleanup();
  clearToasts({ history: true });
  vi.unstubAllGlobals();
});

async function show(request: ServiceRequestSummary, online = true) {
  queryClient.setQueryData(historyKey, [request]);
  await render(
    <QueryClientProvider client={queryClient}>
      <ul>
        <RequestItem request={request} policyNumber="HW-20418837" online={online} />
      </ul>
    </QueryClientProvider>,
  );
}

const button = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;
const posted = () => calls.filter(([key]) => !key.startsWith('GET '));
async function type(area: HTMLTextAreaElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const steps = () =>
  [...document.querySelectorAll('[data-testid="timeline-step"]')].map((step) => [
    step.querySelector('.sr-timeline__label')?.textContent,
    step.querySelector('time') ? 'at' : step.querySelector('.sr-timeline__at')?.textContent,
    step.querySelector('.sr-timeline__detail')?.textContent ?? null,
  ]);

const scheduled = sampleScheduledRequest({ workOrderId: 'WO-104272' });

describe('a service request of the history', () => {
  it('shows its timeline with moments, the contractor, the visit and the fee', async () => {
    await show(scheduled);
    expect(steps()).toEqual([
      ['Submitted', 'at', null],
      ['Sent to contractor', 'at', 'Castillo Appliance & Air LLC'],
      ['Scheduled', 'at', 'Mar 10, 2026, 8AM to 12PM'],
      ['Work complete', 'Not yet', null],
    ]);
    const facts = [...document.querySelectorAll('.sr-facts > div')].map((fact) => fact.textContent);
    expect(facts).toEqual([
      'ContractorCastillo Appliance & Air LLC',
      'VisitMar 10, 2026, 8AM to 12PM',
      'Service call fee$75.00, paid',
      'Work orderWO-104272',
    ]);
    expect(document.body.textContent).toContain('Request SR-300954 · contract HW-20418837');
    cleanup();
    // No payment on record: the amount alone, never "paid".
    await show(sampleRequest({ serviceCallFeePaid: false }));
    expect([...document.querySelectorAll('.sr-facts > div')].map((fact) => fact.textContent)).toEqual([
      'Service call fee$75.00',
    ]);
  });

  it('offers Cancel request only in a cancellable status, and no action once closed', async () => {
    await show(scheduled);
    expect(button('Request a status update')).not.toBeNull();
    expect(button('Cancel request')).not.toBeNull();
    cleanup();
    await show(sampleRequest({ status: 'workComplete' }));
    expect(button('Request a status update')).not.toBeNull();
    expect(button('Cancel request')).toBeNull();
    cleanup();
    await show(sampleRequest({ status: 'paid', closedAt: '2026-03-05T10:00:00.000Z' }));
    expect(button('Request a status update')).toBeNull();
    expect(button('Cancel request')).toBeNull();
  });

  it("asks for a status update and confirms with the server's words, then reads the history again", async () => {
    routes['POST /api/order/sendStatusUpdate'] = () => json(200, { result: true, message: 'We asked Castillo.' });
    await show(scheduled);
    await click(button('Request a status update'));
    await settle();
    expect(posted()).toEqual([['POST /api/order/sendStatusUpdate', { serviceRequestId: 'sr-1' }]]);
    expect(getToasts().map((toast) => [toast.title, toast.text, toast.kind])).toEqual([
      [serviceRequestWords.statusUpdateTitle, 'We asked Castillo.', 'success'],
    ]);
    expect(queryClient.getQueryState(historyKey)?.isInvalidated).toBe(true);
  });

  it('says so when the status update is refused', async () => {
    routes['POST /api/order/sendStatusUpdate'] = () =>
      json(429, { hasErrors: true, errors: [{ message: 'You asked an hour ago.', code: 'rateLimited' }] });
    await show(scheduled);
    await click(button('Request a status update'));
    await settle();
    expect(getToasts().map((toast) => [toast.text, toast.kind])).toEqual([['You asked an hour ago.', 'error']]);
  });

  it('cancels with a reason (Yes disabled while it is blank), shows the answer and reads the history again', async () => {
    routes['PATCH /api/order/cancelServiceRequest'] = () =>
      json(200, {
        ...scheduled,
        status: 'cancelled',
        closedAt: '2026-03-03T10:00:00.000Z',
        timeline: [...scheduled.timeline, { event: 'cancelled', at: '2026-03-03T10:00:00.000Z', detail: 'Fixed' }],
      });
    await show(scheduled);
    await click(button('Cancel request'));
    const dialog = byRole('alertdialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe(serviceRequestWords.cancelTitle);
    expect(dialog.textContent).toContain('SR-300954');
    const yes = () => button('Yes', dialog)!;
    expect(yes().disabled).toBe(true);
    await type(dialog.querySelector('textarea')!, '  \n ');
    expect(yes().disabled).toBe(true);
    await type(dialog.querySelector('textarea')!, '  Fixed it myself  ');
    expect(yes().disabled).toBe(false);
    await click(yes());
    await settle();
    expect(posted()).toEqual([
      ['PATCH /api/order/cancelServiceRequest', { serviceRequestId: 'sr-1', reason: 'Fixed it myself' }],
    ]);
    expect(byRole('alertdialog')).toBeNull();
    expect(getToasts().map((toast) => toast.text)).toEqual([serviceRequestWords.cancelled('SR-300954')]);
    expect(queryClient.getQueryData<ServiceRequestSummary[]>(historyKey)?.[0]?.status).toBe('cancelled');
    expect(queryClient.getQueryState(historyKey)?.isInvalidated).toBe(true);
  });

  it('keeps the dialog and says why when the cancellation is refused; No sends nothing', async () => {
    routes['PATCH /api/order/cancelServiceRequest'] = () =>
      json(422, {
        hasErrors: true,
        errors: [{ message: serviceRequestMessages.cannotCancel, code: 'serviceRequestClosed' }],
      });
    await show(scheduled);
    await click(button('Cancel request'));
    await type(byRole('alertdialog')!.querySelector('textarea')!, 'Fixed');
    await click(button('Yes', byRole('alertdialog')!));
    await settle();
    expect(getToasts().map((toast) => [toast.text, toast.kind])).toEqual([
      [serviceRequestMessages.cannotCancel, 'error'],
    ]);
    expect(byRole('alertdialog')).not.toBeNull();
    await click(button('No', byRole('alertdialog')!));
    expect(byRole('alertdialog')).toBeNull();
    expect(posted()).toHaveLength(1);
  });

  it('adds a note: required, trimmed, shown at once after the others', async () => {
    const earlier: ServiceRequestNote = {
      noteId: 'srn-1',
      note: 'Sent to a cooling contractor.',
      createdBy: 'Customer Care',
      createdAt: '2026-03-01T16:00:00.000Z',
    };
    const added: ServiceRequestNote = {
      noteId: 'srn-2',
      note: 'Gate code 1234',
      createdBy: 'Pat Homeowner',
      createdAt: '2026-03-02T09:00:00.000Z',
    };
    routes['GET /api/account/servicerequest/note/sr-1'] = () => json(200, [earlier]);
    routes['POST /api/account/servicerequest/note'] = () => json(200, { result: true, note: added });
    await show(scheduled);
    await click(button('Show notes'));
    await settle();
    const notes = () => [...document.querySelectorAll('[data-testid="service-request-note"] p:first-child')];
    expect(notes().map((note) => note.textContent)).toEqual(['Sent to a cooling contractor.']);

    const area = document.querySelector<HTMLTextAreaElement>('#sr-note-sr-1')!;
    expect(document.querySelector('label[for="sr-note-sr-1"]')?.textContent).toBe('Add a note');
    await type(area, '   ');
    await click(button('Add Note'));
    await settle();
    expect(document.querySelector('.sr-error')?.textContent).toBe(serviceRequestMessages.noteRequired);
    expect(posted()).toEqual([]);

    // The notes are read again afterwards; the server then has both.
    routes['GET /api/account/servicerequest/note/sr-1'] = () => json(200, [earlier, added]);
    await type(area, '  Gate code 1234 ');
    expect(document.querySelector('.sr-error')).toBeNull();
    await click(button('Add Note'));
    await settle();
    expect(posted()).toEqual([
      ['POST /api/account/servicerequest/note', { serviceRequestId: 'sr-1', note: 'Gate code 1234' }],
    ]);
    expect(notes().map((note) => note.textContent)).toEqual(['Sent to a cooling contractor.', 'Gate code 1234']);
    expect(area.value).toBe('');
    expect(getToasts().map((toast) => toast.text)).toEqual([serviceRequestWords.noteAdded]);
    expect(queryClient.getQueryState(historyKey)?.isInvalidated).toBe(true);
  });

  it('does not count a note the server did not take', async () => {
    routes['GET /api/account/servicerequest/note/sr-1'] = () => json(200, []);
    routes['POST /api/account/servicerequest/note'] = () =>
      json(200, {
        result: false,
        note: { noteId: 'x', note: 'Hello', createdBy: 'Pat', createdAt: '2026-03-02T09:00:00.000Z' },
      });
    await show(scheduled);
    await click(button('Show notes'));
    await settle();
    const area = document.querySelector<HTMLTextAreaElement>('#sr-note-sr-1')!;
    await type(area, 'Hello');
    await click(button('Add Note'));
    await settle();
    expect(getToasts().map((toast) => toast.text)).toEqual([serviceRequestWords.noteFailure()]);
    expect(area.value).toBe('Hello');
    expect(queryClient.getQueryData(serviceRequestNotesQueryOptions('sr-1').queryKey)).toEqual([]);
  });

  it('has no note form on a closed request', async () => {
    routes['GET /api/account/servicerequest/note/sr-1'] = () => json(200, []);
    await show(sampleRequest({ status: 'paid', closedAt: '2026-03-05T10:00:00.000Z' }));
    await click(button('Show notes'));
    await settle();
    expect(document.body.textContent).toContain('No notes yet.');
    expect(document.querySelector('#sr-note-sr-1')).toBeNull();
  });

  it('disables the online-only actions offline and says why', async () => {
    routes['GET /api/account/servicerequest/note/sr-1'] = () => json(200, []);
    await show(scheduled, false);
    for (const name of ['Request a status update', 'Cancel request']) {
      expect(button(name)?.disabled).toBe(true);
      expect(button(name)?.title).toBe(accountMessages.offline);
    }
    expect(document.querySelector('.sr-actions [role="status"]')?.textContent).toBe(accountMessages.offline);
    await click(button('Show notes'));
    await settle();
    expect(button('Add Note')?.disabled).toBe(true);
    expect(posted()).toEqual([]);
  });
});
