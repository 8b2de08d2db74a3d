/**
 * A local stand-in for Authorize.Net, written from Authorize.Net's documentation and public samples (see
 * docs/outside-services.md), for tests and benchmarks: the JSON API at `${hostedUrl}/xml/v1/request.api`, the Accept Customer
 * "add payment" page at `${hostedUrl}/customer/addPayment`, and webhook notifications.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { BOM, handleApi, writeJson } from './api.ts';
import { HOSTED_HEADERS, handleHosted } from './hosted-form.ts';
import { eventTime, type StandInTransaction, Store, type TransactionRecord } from './store.ts';
import { deliverWebhook, type WebhookDelivery, type WebhookTarget, webhookBody } from './webhooks.ts';

export { TEST_CARDS } from './cards.ts';
export type { StandInTransaction } from './store.ts';
export * from './types.ts';
export { signWebhookBody, type WebhookDelivery, webhookBody } from './webhooks.ts';

export type FailureKind = 'http500' | 'timeout' | 'reset';

export interface AuthNetStandIn {
  /** e.g. http://127.0.0.1:PORT/xml/v1/request.api */
  apiUrl: string;
  /** e.g. http://127.0.0.1:PORT (the hosted form is at `${hostedUrl}/customer/addPayment`) */
  hostedUrl: string;
  close(): Promise<void>;
  /**
   * Closes a settlement batch: every capturedPendingSettlement becomes settledSuccessfully and every
   * refundPendingSettlement refundSettledSuccessfully (declines and voids since the last batch join it).
   * Answers the batchId, or undefined when nothing was waiting to settle.
   */
  settle(at?: Date): string | undefined;
  /** Marks a settled charge as charged back (transactionStatus 'chargeback'). */
  chargeback(transId: string, amountCents?: number): void;
  /** The next API call(s) fail this way: a 500, an answer that never comes (until close), or a reset socket. */
  failNext(kind: FailureKind, count?: number): void;
  /** What it holds, for assertions (card numbers masked). */
  transactions(): readonly StandInTransaction[];
  /** Every API request as received. */
  requests: { body: unknown; raw: string }[];
  /** When set, each transaction event is POSTed there, signed with this signature key. */
  webhooks: WebhookTarget | undefined;
  /** Every notification sent, with the status it got (or the error). */
  webhookDeliveries: WebhookDelivery[];
  /** Resolves once every notification sent so far has been answered (or has failed). */
  webhooksDelivered(): Promise<void>;
}

export interface AuthNetStandInOptions {
  /** Default 'standin-login'. */
  apiLoginId?: string;
  /** Default 'standin-transaction-key'. */
  transactionKey?: string;
  /** The account's signature key (hex); when set, answers carry transHashSha2. */
  signatureKey?: string;
  /** Default 120, the gateway's; a request's transactionSettings duplicateWindow overrides it. */
  duplicateWindowSeconds?: number;
  /** Default 0: any free port on 127.0.0.1. */
  port?: number;
  /** The clock (default: the real one), for token expiry and duplicate windows. */
  now?: () => Date;
  /** Hold charges above this amount for review, like an Amount Filter set to "authorize and hold". */
  fraudHoldAboveCents?: number;
}

const API_PATH = '/xml/v1/request.api';

function publicView(record: TransactionRecord): StandInTransaction {
  const { cardNumber: _card, expiration: _expiration, duplicateKey: _key, customerIP: _ip, ...view } = record;
  return {
    ...view,
    submitTimeUTC: new Date(view.submitTimeUTC),
    settlementTimeUTC: view.settlementTimeUTC ? new Date(view.settlementTimeUTC) : undefined,
    billTo: view.billTo ? { ...view.billTo } : undefined,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseLoosely(raw: string): unknown {
  try {
    return JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

export async function startAuthNetStandIn(options: AuthNetStandInOptions = {}): Promise<AuthNetStandIn> {
  const store = new Store({
    apiLoginId: options.apiLoginId ?? 'standin-login',
    transactionKey: options.transactionKey ?? 'standin-transaction-key',
    signatureKey: options.signatureKey,
    duplicateWindowSeconds: options.duplicateWindowSeconds ?? 120,
    now: options.now ?? (() => new Date()),
    fraudHoldAboveCents: options.fraudHoldAboveCents,
  });
  const failures: FailureKind[] = [];
  const hung = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const pending = new Set<Promise<void>>();
  const webhookId = randomUUID();
  const closing = new AbortController();

  const standIn: AuthNetStandIn = {
    apiUrl: '',
    hostedUrl: '',
    requests: [],
    webhooks: undefined,
    webhookDeliveries: [],
    close: async () => {},
    settle: (at) => store.settle(at),
    chargeback: (transId, amountCents) => store.chargeback(transId, amountCents),
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i++) failures.push(kind);
    },
    transactions: () => store.transactions.map(publicView),
    async webhooksDelivered() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };

  store.emit = (event) => {
    const target = standIn.webhooks;
    if (!target) return;
    const body = webhookBody({ ...event, notificationId: randomUUID(), eventDate: eventTime(store.now()), webhookId });
    const delivery: WebhookDelivery = { url: target.url, eventType: event.eventType, body };
    standIn.webhookDeliveries.push(delivery);
    const sending = deliverWebhook(target, body, closing.signal).then((result) => {
      Object.assign(delivery, result);
      pending.delete(sending);
    });
    pending.add(sending);
  };

  async function serveApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const failure = failures.shift();
    if (failure) {
      standIn.requests.push({ body: parseLoosely(raw), raw });
      if (failure === 'http500') {
        response.writeHead(500, { 'Content-Type': 'text/html' });
        response.end('<html><body><h1>500 - Internal server error.</h1></body></html>');
      } else if (failure === 'timeout') {
        hung.add(response);
      } else {
        request.socket.resetAndDestroy();
      }
      return;
    }
    const result = handleApi(store, raw);
    standIn.requests.push({ body: result.parsed, raw });
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(BOM + writeJson(result.answer));
    for (const task of result.after) task();
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path === API_PATH && request.method === 'POST') return serveApi(request, response);
    if (path.startsWith('/customer/')) {
      const body = await readBody(request);
      const page = handleHosted(store, request.method ?? 'GET', path, body);
      response.writeHead(page.status, HOSTED_HEADERS);
      response.end(page.html);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('Not found');
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(error instanceof Error ? error.message : 'error');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  standIn.hostedUrl = `http://127.0.0.1:${port}`;
  standIn.apiUrl = `${standIn.hostedUrl}${API_PATH}`;
  standIn.close = async () => {
    closing.abort();
    for (const response of hung) response.socket?.destroy();
    hung.clear();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
    await closed;
    await standIn.webhooksDelivered();
  };
  return standIn;
}
