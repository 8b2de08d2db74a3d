/**
 * A small in-memory dispatch API behind a mocked fetch, for tests of the offline engine and the
 * contractor's screens. Its rules are the server's own (shared/src/dispatch-ticket.ts and dispatch.ts);
 * its answers are shaped like the API's, error codes included, and like web/src/lib/api's errors.
 */
import {
  applyTicketUpdate,
  contractorStatusOf,
  type ErrorCode,
  preAuthorizationRefusal,
  preAuthorizedLimit,
  type TicketRefusal,
  ticketReadOnlyReason,
  totals,
} from '@hw/shared';
import type { DispatchTicket } from '#web/features/contractor/offline/types.ts';
import type { SyncTransport } from '#web/offline/sync-engine.ts';

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

/** What the next request meets: no network, a lost answer (after the server acted), or an error status. */
export type FakeFailure = 'network' | 'dropResponse' | 500 | 401 | 'inProgress';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (
  status: number,
  code: ErrorCode,
  message: string,
  { field, details }: { field?: string; details?: Record<string, unknown> } = {},
) => json(status, { hasErrors: true, errors: [{ message, code, ...(field ? { field } : {}) }], ...details });
const refused = ({ code, message, field, details }: TicketRefusal) =>
  problem(422, code, message, { ...(field ? { field } : {}), ...(details ? { details } : {}) });

/** The ticket as the server answers it: totals, limit and contractor status computed from its values. */
const answered = (ticket: DispatchTicket): DispatchTicket => ({
  ...ticket,
  contractorStatus: contractorStatusOf(ticket.status),
  preAuthorizedLimit: preAuthorizedLimit(ticket),
  totals: totals(ticket),
});

/** The server the latest test created: where `sendToFakeServer` puts a file's bytes. */
let latestServer: { finishedUploads: Map<string, Blob> } | undefined;

/**
 * Stands in for the resumable upload (resumable-upload.ts's sendResumable, which the browser tests cover):
 * the bytes land whole in the latest fake server, and the upload's id is answered.
 */
export async function sendToFakeServer(row: { data: Blob | ArrayBuffer; contentType: string }): Promise<string> {
  if (!latestServer) throw new Error('No fake dispatch server was created.');
  const id = `up-${latestServer.finishedUploads.size + 1}`;
  latestServer.finishedUploads.set(
    id,
    row.data instanceof Blob ? row.data : new Blob([row.data], { type: row.contentType }),
  );
  return id;
}

export function createFakeDispatchServer(initial: DispatchTicket[] = [sampleTicket()]) {
  const finishedUploads = new Map<string, Blob>();
  latestServer = { finishedUploads };
  const tickets = new Map(initial.map((t) => [t.dispatchId, structuredClone(t)]));
  const stored = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const requests: { method: string; path: string; key: string | null; body: unknown }[] = [];
  const failures: FakeFailure[] = [];
  let nextId = 1;

  const byWorkOrder = (id: string) => [...tickets.values()].find((t) => t.workOrderId === id);
  /** The ticket of a change: 404 when unknown, 422 when it can no longer be changed. */
  const changeable = (dispatchId: string): DispatchTicket | Response => {
    const ticket = tickets.get(dispatchId);
    if (!ticket) return problem(404, 'notFound', 'Dispatch ticket not found.');
    const readOnly = ticketReadOnlyReason(ticket.status);
    return readOnly ? problem(422, 'ticketClosed', readOnly) : ticket;
  };

  function update(dispatchId: string, sent: DispatchTicket): Response {
    const ticket = changeable(dispatchId);
    if (ticket instanceof Response) return ticket;
    if (sent.version !== ticket.version) {
      return problem(409, 'versionConflict', 'This ticket was changed since you opened it.', {
        field: 'version',
        details: { currentVersion: ticket.version },
      });
    }
    const outcome = applyTicketUpdate(ticket, sent);
    if (!outcome.ok) return refused(outcome);
    const parts = sent.dispatchParts.map((p) => ({
      partDetails: p.partDetails,
      dispatchPartId: p.dispatchPartId ?? `p-${nextId++}`,
    }));
    const next: DispatchTicket = { ...outcome.ticket, dispatchParts: parts, version: ticket.version + 1 };
    const overLimit = preAuthorizationRefusal(ticket, next);
    if (overLimit) return refused(overLimit);
    if (outcome.completed) next.completedAt = new Date().toISOString();
    tickets.set(dispatchId, answered(next));
    return json(200, tickets.get(dispatchId));
  }

  async function effect(method: string, path: string, body: unknown): Promise<Response> {
    if (method === 'GET') {
      const ticket = byWorkOrder(decodeURIComponent(path.split('/').pop()!));
      return ticket ? json(200, answered(ticket)) : problem(404, 'notFound', 'Dispatch ticket not found.');
    }
    if (path === '/api/contractor/dispatch/createNote') {
      const { dispatchId, note } = body as { dispatchId: string; note: string };
      const ticket = changeable(dispatchId);
      if (ticket instanceof Response) return ticket;
      if (!note.trim()) return problem(400, 'validation', 'Please enter a note.', { field: 'note' });
      const created = { noteId: `n-${nextId++}`, note: note.trim(), createdAt: new Date().toISOString() };
      ticket.notes = [created, ...ticket.notes];
      ticket.version += 1;
      return json(200, { ...created, ticketVersion: ticket.version });
    }
    if (path === '/api/contractor/addFile' || path === '/api/contractor/addFileFromUpload') {
      let dispatchId: string;
      let file: { name: string; type: string; size: number };
      if (body instanceof FormData) {
        dispatchId = String(body.get('dispatchId'));
        file = body.get('file') as File;
      } else {
        const sent = body as { dispatchId: string; uploadId: string; fileName: string };
        const bytes = finishedUploads.get(sent.uploadId);
        if (!bytes) return problem(404, 'notFound', 'No finished upload with this id.');
        dispatchId = sent.dispatchId;
        file = { name: sent.fileName, type: bytes.type, size: bytes.size };
      }
      const ticket = changeable(dispatchId);
      if (ticket instanceof Response) return ticket;
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
      ticket.version += 1;
      return json(200, { ...created, ticketVersion: ticket.version });
    }
    return update(path.split('/').pop()!, body as DispatchTicket);
  }

  const fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const key = headers.get('Idempotency-Key');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    requests.push({ method, path: url, key, body });
    const failure = failures.shift();
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure === 500) return problem(500, 'serverError', 'Internal Server Error');
    if (failure === 401) return problem(401, 'unauthorized', 'Unauthorized');
    if (failure === 'inProgress') return problem(409, 'inProgress', 'A request with this key is still being handled.');
    if (key) {
      const fingerprint = body instanceof FormData ? String(body.get('dispatchId')) : JSON.stringify(body);
      const previous = stored.get(key);
      if (previous && previous.fingerprint !== fingerprint) {
        return problem(422, 'idempotencyKeyReused', 'Key reused with another payload.');
      }
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
