/**
 * The live change feed on both dialects: a change published for a user reaches that user's open stream and
 * no one else's; filing a claim tells the contractor it was dispatched to and the homeowner; the stream
 * opens only with a genuine, unexpired ticket; app.close() ends open streams. On PostgreSQL, two app
 * instances on one database: a change made through one reaches a stream held by the other.
 */

import { request as httpRequest, type IncomingMessage } from 'node:http';
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/index.ts';
import { LIVE_STREAMS_PER_USER, liveMessages } from '../src/live/routes.ts';
import { issueLiveTicket } from '../src/live/stream-ticket.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

const onPostgres = inject('dialect') === 'postgres';

interface LiveEvent {
  event: string;
  data: string;
}

interface Stream {
  response: IncomingMessage;
  events: LiveEvent[];
  comments: string[];
  ended: Promise<void>;
  waitFor(predicate: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

async function origin(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** Opens GET /api/live and parses what arrives, as a browser's EventSource would. */
function openStream(base: string, ticket: string | undefined): Promise<Stream> {
  const url = `${base}/api/live${ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      const events: LiveEvent[] = [];
      const comments: string[] = [];
      const waiting = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          if (lines.every((line) => line.startsWith(':'))) comments.push(...lines);
          else {
            const field = (name: string) =>
              lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
            events.push({ event: field('event'), data: field('data') });
          }
        }
        for (const wake of waiting) wake();
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({
        response,
        events,
        comments,
        ended,
        waitFor(predicate, timeoutMs = 5000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = events.find(predicate);
              if (hit) {
                waiting.delete(check);
                clearTimeout(timer);
                found(hit);
              }
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              fail(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiting.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function userIdOf(database: Database, email: string): Promise<string> {
  const [user] = await database.db
    .select({ id: database.t.users.id })
    .from(database.t.users)
    .where(eq(database.t.users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** A claim for the seeded homeowner's air conditioning, paid with the saved card: it dispatches at once. */
function fileClaim(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/account/serviceRequest',
    headers: bearer(token),
    payload: demoCoolingClaim({ since: new Date().toISOString().slice(0, 10) }),
  });
}

describe('the live change stream', () => {
  let t: TestApp;
  let base: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const streams: Stream[] = [];

  async function ticketFor(name: string): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/live/ticket', headers: bearer(tokens[name] ?? '') });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().ticket;
  }
  async function streamOf(name: string): Promise<Stream> {
    const stream = await openStream(base, await ticketFor(name));
    streams.push(stream);
    return stream;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [name, email] of Object.entries({
      homeowner: 'homeowner@example.com',
      contractor: 'contractor@example.com',
      contractor2: 'contractor2@example.com',
    })) {
      tokens[name] = await accessTokenFor(t, email);
      ids[name] = await userIdOf(t.database, email);
    }
    base = await origin(t.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it('refuses a ticket to a caller who is not signed in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/live/ticket' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a stream without a ticket, with a forged one, with an expired one, and with an access token', async () => {
    const secret = t.app.keyRing.serverSecret;
    const forged = issueLiveTicket('another secret', { userId: ids.contractor ?? '' }).ticket;
    const expired = issueLiveTicket(secret, { userId: ids.contractor ?? '' }, Date.now() - 61_000).ticket;
    for (const ticket of [undefined, 'nonsense', forged, expired, tokens.contractor]) {
      const stream = await openStream(base, ticket);
      expect(stream.response.statusCode).toBe(401);
      expect(stream.response.headers['content-type']).toContain('application/json');
      stream.close();
    }
  });

  it('opens one stream with a ticket: the same ticket again is 401', async () => {
    const ticket = await ticketFor('contractor2');
    const first = await openStream(base, ticket);
    streams.push(first);
    expect(first.response.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/live?ticket=${encodeURIComponent(ticket)}` });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0]).toMatchObject({ code: 'unauthorized', message: liveMessages.ticketUsed });
  });

  it(`holds at most ${LIVE_STREAMS_PER_USER} streams of a user: a newer one ends their oldest`, async () => {
    tokens.staff = await accessTokenFor(t, 'staff@example.com');
    const staffId = await userIdOf(t.database, 'staff@example.com');
    const opened: Stream[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER + 2; i++) {
      const stream = await streamOf('staff');
      expect(stream.response.statusCode).toBe(200);
      opened.push(stream);
    }
    await Promise.all([opened[0]!.ended, opened[1]!.ended]);
    const theirs = [...t.app.live.streams].filter((stream) => stream.userId === staffId);
    expect(theirs).toHaveLength(LIVE_STREAMS_PER_USER);
    // The newest still hear of changes.
    t.app.live.publish({ to: [staffId], kind: 'dispatch', id: 'DSP-STAFF-1' });
    await opened[LIVE_STREAMS_PER_USER + 1]!.waitFor((e) => e.data.includes('DSP-STAFF-1'));
    await opened[2]!.waitFor((e) => e.data.includes('DSP-STAFF-1'));
  });

  it('streams server-sent events with the headers a browser and a proxy need', async () => {
    const stream = await streamOf('contractor');
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-store');
    expect(stream.response.headers['x-accel-buffering']).toBe('no');
    await pause(50);
    expect(stream.comments).toContain(': connected');
  });

  it('delivers a published change to its user only, as {kind, id}', async () => {
    const mine = await streamOf('contractor');
    const theirs = await streamOf('contractor2');
    t.app.live.publish({ to: [ids.contractor ?? ''], kind: 'dispatch', id: 'DSP-TEST-1' });
    const event = await mine.waitFor((e) => e.data.includes('DSP-TEST-1'));
    expect(event.event).toBe('change');
    expect(JSON.parse(event.data)).toEqual({ kind: 'dispatch', id: 'DSP-TEST-1' });
    await pause(300);
    expect(theirs.events).toEqual([]);
  });

  it('publishes only once the transaction commits, and never after a rollback', async () => {
    const mine = await streamOf('contractor');
    await expect(
      t.database.transaction(async () => {
        t.app.live.publish({ to: [ids.contractor ?? ''], kind: 'dispatch', id: 'DSP-ROLLED-BACK' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.database.transaction(async () => {
      t.app.live.publish({ to: [ids.contractor ?? ''], kind: 'dispatch', id: 'DSP-COMMITTED' });
    });
    await mine.waitFor((e) => e.data.includes('DSP-COMMITTED'));
    expect(mine.events.some((e) => e.data.includes('DSP-ROLLED-BACK'))).toBe(false);
  });

  it('a privacy request reaches staff, and a contract’s change its owner, each and nobody else', async () => {
    tokens.staff ??= await accessTokenFor(t, 'staff@example.com');
    const staff = await streamOf('staff');
    const homeowner = await streamOf('homeowner');
    const contractor = await streamOf('contractor');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/dataRequest',
      payload: { name: 'Pat Doe', email: 'pat@example.net', stateCode: 'TX', requestType: 'access', details: 'All.' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const request = await staff.waitFor((e) => e.data.includes('dataRequest'));
    expect(JSON.parse(request.data)).toMatchObject({ kind: 'dataRequest' });

    t.app.live.changed({ contractId: 'c-homeowner-0001' });
    const contract = await homeowner.waitFor((e) => e.data.includes('c-homeowner-0001'));
    expect(JSON.parse(contract.data)).toEqual({ kind: 'contract', id: 'c-homeowner-0001' });
    await pause(300);
    expect(homeowner.events.some((e) => e.data.includes('dataRequest'))).toBe(false);
    expect(contractor.events.some((e) => /dataRequest|contract"/.test(e.data))).toBe(false);
  });

  it('invoices paid by card reach their contract’s owner on every device, and no one else', async () => {
    const otherDevice = await streamOf('homeowner');
    const contractor = await streamOf('contractor');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/account/invoices',
      headers: { ...bearer(tokens.homeowner ?? ''), 'idempotency-key': 'live-pay-inv-homeowner-0002' },
      payload: { invoiceIds: ['inv-homeowner-0002'], creditCardId: 'card-demo-homeowner' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const change = await otherDevice.waitFor((e) => e.data.includes('"contract"'));
    expect(JSON.parse(change.data)).toEqual({ kind: 'contract', id: 'c-homeowner-0001' });
    await pause(300);
    expect(contractor.events.some((e) => e.data.includes('"contract"'))).toBe(false);
  });

  it('a filed claim reaches the contractor it is dispatched to and the homeowner, and not another contractor', async () => {
    const contractor = await streamOf('contractor');
    const contractor2 = await streamOf('contractor2');
    const homeowner = await streamOf('homeowner');
    const res = await fileClaim(t.app, tokens.homeowner ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const filed = res.json() as { serviceRequestId: string; workOrderId: string };
    const [ticket] = await t.database.db
      .select({
        dispatchId: t.database.t.dispatchTickets.dispatchId,
        to: t.database.t.dispatchTickets.contractorUserId,
      })
      .from(t.database.t.dispatchTickets)
      .where(eq(t.database.t.dispatchTickets.workOrderId, filed.workOrderId));
    expect(ticket?.to).toBe(ids.contractor);
    const dispatched = await contractor.waitFor((e) => e.data.includes(ticket?.dispatchId ?? '?'));
    expect(JSON.parse(dispatched.data)).toEqual({ kind: 'dispatch', id: ticket?.dispatchId });
    const claim = await homeowner.waitFor((e) => e.data.includes(filed.serviceRequestId));
    expect(JSON.parse(claim.data)).toEqual({ kind: 'serviceRequest', id: filed.serviceRequestId });
    await pause(300);
    expect(contractor2.events).toEqual([]);
    // Nothing about the customer travels on the stream.
    for (const event of [...contractor.events, ...homeowner.events]) {
      expect(Object.keys(JSON.parse(event.data)).sort()).toEqual(['id', 'kind']);
      expect(event.data).not.toMatch(/Hannah|Holt|gate/i);
    }
  });

  it('ends open streams when the app closes, without hanging', async () => {
    const other = await buildTestApp();
    const otherBase = await origin(other.app);
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/live/ticket',
      headers: bearer(await accessTokenFor(other, 'contractor@example.com')),
    });
    const stream = await openStream(otherBase, res.json().ticket);
    expect(stream.response.statusCode).toBe(200);
    const started = Date.now();
    const closing = other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2000);
    await closing;
  });
});

describe.runIf(onPostgres)('two app instances on one PostgreSQL database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDatabase: Database;

  beforeAll(async () => {
    t = await buildTestApp();
    secondDatabase = createDatabase(t.databaseUrl);
    second = await buildApp(
      loadConfig({ DATABASE_URL: t.databaseUrl, JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef', JOBS: 'off' }),
      secondDatabase,
    );
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await t.close();
  });

  it('a ticket that opened a stream at one instance opens none at the other', async () => {
    const contractor = await accessTokenFor(t, 'contractor@example.com');
    const ticket = (await t.app.inject({ method: 'POST', url: '/api/live/ticket', headers: bearer(contractor) })).json()
      .ticket as string;
    const first = await openStream(await origin(t.app), ticket);
    expect(first.response.statusCode).toBe(200);
    const elsewhere = await openStream(await origin(second), ticket);
    expect(elsewhere.response.statusCode).toBe(401);
    elsewhere.close();
    first.close();
  });

  it('a claim filed through one instance reaches a stream held by the other', async () => {
    const homeowner = await accessTokenFor(t, 'homeowner@example.com');
    const contractor = await accessTokenFor(t, 'contractor@example.com');
    // The ticket is issued by the first instance and accepted by the second.
    const ticket = await t.app.inject({ method: 'POST', url: '/api/live/ticket', headers: bearer(contractor) });
    const stream = await openStream(await origin(second), ticket.json().ticket);
    expect(stream.response.statusCode).toBe(200);
    const res = await fileClaim(t.app, homeowner);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select({ dispatchId: t.database.t.dispatchTickets.dispatchId })
      .from(t.database.t.dispatchTickets)
      .where(eq(t.database.t.dispatchTickets.workOrderId, res.json().workOrderId));
    const event = await stream.waitFor((e) => e.data.includes(row?.dispatchId ?? '?'));
    expect(JSON.parse(event.data)).toEqual({ kind: 'dispatch', id: row?.dispatchId });
    stream.close();
  });

  it('the listener comes back after its connection is dropped', async () => {
    const contractorId = await userIdOf(t.database, 'contractor@example.com');
    const contractor = await accessTokenFor(t, 'contractor@example.com');
    const ticket = await t.app.inject({ method: 'POST', url: '/api/live/ticket', headers: bearer(contractor) });
    const stream = await openStream(await origin(second), ticket.json().ticket);
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'hw_live_changes-listen' and datname = current_database()",
    );
    await admin.end();
    const deadline = Date.now() + 15_000;
    let n = 0;
    while (Date.now() < deadline && !stream.events.some((e) => e.data.includes('DSP-AFTER-DROP'))) {
      n += 1;
      await t.app.live.feed.publish({ to: [contractorId], kind: 'dispatch', id: `DSP-AFTER-DROP-${n}` });
      await pause(300);
    }
    expect(stream.events.some((e) => e.data.includes('DSP-AFTER-DROP'))).toBe(true);
    stream.close();
  });
});
