/** A small in-memory dispatch API behind a mocked fetch, for the offline engine's unit tests. */
import type { SyncTransport } from './sync-engine.ts';
import type { DispatchTicket } from './types.ts';

export function sampleTicket(overrides: Partial<DispatchTicket> = {}): DispatchTicket {
  return {
    dispatchId: 'd-1',
    workOrderId: 'WO-1001',
    version: 1,
    contractorStatus: 'open',
    status: 'approved',
    workStatus: 'Scheduled',
    tradeId: 1,
    trade: 'Appliances',
    customerName: 'Pat Doe',
    customerPhone: '602-555-0100',
    address: { address1: '1 Main St', address2: null, city: 'Phoenix', state: 'AZ', zip: '85004' },
    problemDescription: 'Dishwasher does not drain.',
    scheduledDate: null,
    createdAt: '2026-11-01T15:00:00.000Z',
    completedAt: null,
    notes: [],
    dispatchParts: [],
    files: [],
    purchaseOrderCost: 0,
    serviceCallFeeCollectedAmount: 0,
    wasServiceCallFeeCollected: false,
    discountAmount: 0,
    preAuthorizeAmount: 500,
    preAuthorizeAmountOverride: null,
    preAuthorizedLimit: 500,
    serviceCallFee: 75,
    tax: 0,
    shipping: 0,
    totals: { contractorPartsTotal: 0, partsTotal: 0, partsTax: 0, balanceDue: 0, ticketTotal: 0 },
    ...overrides,
  };
}

type Failure = 'network' | 'dropResponse' | 500 | 401;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, message: string, field?: string) =>
  json(status, { hasErrors: true, errors: [{ message, ...(field ? { field } : {}) }] });

export function createFakeDispatchServer(initial: DispatchTicket[] = [sampleTicket()]) {
  const tickets = new Map(initial.map((t) => [t.dispatchId, structuredClone(t)]));
  const stored = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const requests: { method: string; path: string; key: string | null; body: unknown }[] = [];
  const failures: Failure[] = [];
  let nextId = 1;

  const byWorkOrder = (id: string) => [...tickets.values()].find((t) => t.workOrderId === id);

  async function effect(method: string, path: string, body: unknown): Promise<Response> {
    if (method === 'GET') {
      const ticket = byWorkOrder(decodeURIComponent(path.split('/').pop()!));
      return ticket ? json(200, ticket) : problem(404, 'Dispatch ticket not found.');
    }
    if (path === '/api/contractor/dispatch/createNote') {
      const { dispatchId, note } = body as { dispatchId: string; note: string };
      const ticket = tickets.get(dispatchId)!;
      const created = { noteId: `n-${nextId++}`, note, createdAt: new Date().toISOString() };
      ticket.notes = [created, ...ticket.notes];
      return json(200, created);
    }
    if (path === '/api/contractor/addFile') {
      const form = body as FormData;
      const ticket = tickets.get(String(form.get('dispatchId')))!;
      const file = form.get('file') as File;
      const fileId = `f-${nextId++}`;
      const created = {
        fileId,
        fileName: file.name,
        contentType: file.type,
        size: file.size,
        url: `/api/contractor/file/${fileId}`,
        createdAt: new Date().toISOString(),
      };
      ticket.files = [...(ticket.files ?? []), created];
      return json(200, created);
    }
    const dispatchId = path.split('/').pop()!;
    const ticket = tickets.get(dispatchId);
    if (!ticket) return problem(404, 'Dispatch ticket not found.');
    const sent = body as DispatchTicket;
    if (sent.version !== ticket.version) return problem(409, 'This ticket was changed since you opened it.', 'version');
    const parts = sent.dispatchParts.map((p) => ({ ...p, dispatchPartId: p.dispatchPartId ?? `p-${nextId++}` }));
    const partsTotal = parts.reduce((sum, p) => sum + p.partDetails.pricePerUnit * p.partDetails.units, 0);
    if (partsTotal - sent.discountAmount > Math.max(ticket.preAuthorizeAmount, ticket.preAuthorizeAmountOverride ?? 0))
      return problem(422, `The total exceeds your pre-authorized amount of $${ticket.preAuthorizeAmount}.`);
    const next: DispatchTicket = {
      ...ticket,
      dispatchParts: parts,
      discountAmount: sent.discountAmount,
      tax: sent.tax,
      shipping: sent.shipping,
      purchaseOrderCost: sent.purchaseOrderCost,
      serviceCallFeeCollectedAmount: sent.serviceCallFeeCollectedAmount,
      wasServiceCallFeeCollected: sent.wasServiceCallFeeCollected,
      version: ticket.version + 1,
    };
    tickets.set(dispatchId, next);
    return json(200, next);
  }

  const fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const key = headers.get('Idempotency-Key');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    requests.push({ method, path: url, key, body });
    const failure = failures.shift();
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure === 500) return problem(500, 'Internal Server Error');
    if (failure === 401) return problem(401, 'Unauthorized');
    if (key) {
      const fingerprint = body instanceof FormData ? String(body.get('dispatchId')) : JSON.stringify(body);
      const previous = stored.get(key);
      if (previous && previous.fingerprint !== fingerprint) return problem(422, 'Key reused with another payload.');
      if (previous) return json(previous.status, previous.body);
      const response = await effect(method, url, body);
      if (response.ok) stored.set(key, { fingerprint, status: response.status, body: await response.clone().json() });
      if (failure === 'dropResponse') throw new TypeError('Failed to fetch');
      return response;
    }
    return effect(method, url, body);
  };

  /** The engine's transport over this server, shaped like web/src/lib/api's errors. */
  const transport: SyncTransport = {
    get: (path) => call('GET', path),
    post: (path, body, headers) => call('POST', path, body, headers),
  };
  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      });
    } catch {
      throw { status: 0, isNetworkError: true, errors: [{ message: 'Network error' }], body: null };
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) throw { status: response.status, isNetworkError: false, errors: data?.errors ?? [], body: data };
    return data as T;
  }

  return { tickets, requests, failures, transport, fetch };
}
