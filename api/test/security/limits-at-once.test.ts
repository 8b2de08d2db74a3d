/**
 * Every limit holds when its calls arrive all at once, on both dialects: of `max + extra` calls sent together,
 * exactly `max` are taken (a password checked, a reset link mailed, an upload held, an account made, a form sent)
 * and the rest are refused with 429 (and Retry-After where the limit has a window), or for reset links answered
 * alike and not mailed. The overshoot and, for public forms, the form are generated.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_HOUR } from '../../src/auth/password-flows.ts';
import { CHANGE_PASSWORD_LIMIT, LOGIN_LIMITS } from '../../src/auth/rate-limit.ts';
import { ACCOUNT_CREATION_LIMITS, PUBLIC_LIMITS } from '../../src/plugins/rate-limit.ts';
import { UPLOADS_PER_USER } from '../../src/uploads/limits.ts';
import { escrowOrderBody, phoenixHome } from '../billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Each run starts with no counted events, so runs do not count against each other. */
async function forgetEvents() {
  await t.database.transaction(async (tx) => {
    await tx.delete(t.database.t.loginFailures);
  });
}
beforeEach(forgetEvents);

const RUNS = { numRuns: 4, endOnFailure: true };
const extraCalls = fc.integer({ min: 1, max: 8 });
let run = 0;
/** A client address and a name no earlier run has used. */
function fresh() {
  run += 1;
  return { ip: `198.51.100.${run}`, name: `run${run}` };
}

function sendTogether(count: number, send: (index: number) => Promise<LightMyRequestResponse>) {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

/** Exactly `max` answers are not 429; each 429 is `code`, with a Retry-After where the limit's window ends. */
function expectExactlyTaken(answers: LightMyRequestResponse[], max: number, code: string, { windowed = true } = {}) {
  const refused = answers.filter((res) => res.statusCode === 429);
  expect(answers.length - refused.length, answers.map((res) => res.statusCode).join(' ')).toBe(max);
  for (const res of refused) {
    expect(res.json().errors[0].code).toBe(code);
    if (windowed) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe('limits with every call sent at once', () => {
  it(`a password guessed at once from one address is checked ${LOGIN_LIMITS.ipAccount.max} times`, async () => {
    await fc.assert(
      fc.asyncProperty(extraCalls, async (extra) => {
        await forgetEvents();
        const { ip, name } = fresh();
        const guesses = await sendTogether(LOGIN_LIMITS.ipAccount.max + extra, (index) =>
          t.app.inject({
            method: 'POST',
            url: '/api/authenticate',
            remoteAddress: ip,
            payload: { grant_type: 'password', username: `${name}@example.org`, password: `guess-${index}` },
          }),
        );
        expectExactlyTaken(guesses, LOGIN_LIMITS.ipAccount.max, 'rateLimited');
      }),
      RUNS,
    );
  });

  it('a right password among guesses sent at once still signs in, and is not counted', async () => {
    const ip = fresh().ip;
    const attempts = await sendTogether(4, (index) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        remoteAddress: ip,
        payload: {
          grant_type: 'password',
          username: 'homeowner@example.com',
          password: index === 0 ? 'demo-password' : 'wrong',
        },
      }),
    );
    expect(attempts.map((res) => res.statusCode).filter((status) => status === 200)).toHaveLength(1);
    const counted = await t.database.db.select().from(t.database.t.loginFailures);
    // A right password clears its own address's failures for the account; the others stay counted.
    expect(counted.filter((row) => row.key.startsWith('acct:'))).toHaveLength(3);
  });

  it('a current password guessed at once is checked as often as the limit allows', async () => {
    const token = await accessTokenFor(t, 'agent@example.com');
    await fc.assert(
      fc.asyncProperty(extraCalls, async (extra) => {
        await forgetEvents();
        const guesses = await sendTogether(CHANGE_PASSWORD_LIMIT.max + extra, (index) =>
          t.app.inject({
            method: 'POST',
            url: '/api/authenticate/changePassword',
            headers: bearer(token),
            payload: { currentPassword: `guess-${index}`, newPassword: 'a-new-password-for-agents-2026' },
          }),
        );
        expectExactlyTaken(guesses, CHANGE_PASSWORD_LIMIT.max, 'rateLimited');
      }),
      RUNS,
    );
  });

  it('a public form sent at once for one address is taken as often as the limit allows', async () => {
    const forms = fc.constantFrom(
      (email: string) => ({ url: '/api/contact/email', payload: { name: 'Pat', email, message: 'Hello' } }),
      (email: string) => ({ url: '/api/lead', payload: { email } }),
      (email: string) => ({
        url: '/api/lead/brochure',
        payload: { contactName: 'B Person', email, postalCode: '78701' },
      }),
    );
    await fc.assert(
      fc.asyncProperty(forms, extraCalls, async (form, extra) => {
        const { ip, name } = fresh();
        const sent = await sendTogether(PUBLIC_LIMITS.perEmail.max + extra, () =>
          t.app.inject({ method: 'POST', remoteAddress: ip, ...form(`${name}@example.org`) }),
        );
        expectExactlyTaken(sent, PUBLIC_LIMITS.perEmail.max, 'tooManyRequests');
      }),
      RUNS,
    );
  });

  it(`a reset link asked for at once is mailed ${RESET_MAILS_PER_HOUR} times an hour`, async () => {
    const { db, t: tables } = t.database;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('homeowner@example.com', 'agent@example.com', 'staff@example.com'),
        extraCalls,
        async (email, extra) => {
          const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email));
          await t.database.transaction(async (tx) => {
            await tx.delete(tables.signInCodes).where(eq(tables.signInCodes.userId, user!.id));
          });
          const { ip } = fresh();
          const asked = await sendTogether(RESET_MAILS_PER_HOUR + extra, () =>
            t.app.inject({
              method: 'POST',
              url: '/api/authenticate/forgotPassword',
              remoteAddress: ip,
              payload: { email },
            }),
          );
          for (const res of asked) expect(res.statusCode).toBe(200);
          await t.app.idle();
          const codes = await db.select().from(tables.signInCodes).where(eq(tables.signInCodes.userId, user!.id));
          expect(codes.filter((code) => code.purpose === 'passwordReset')).toHaveLength(RESET_MAILS_PER_HOUR);
        },
      ),
      RUNS,
    );
  });

  it(`uploads started at once are held ${UPLOADS_PER_USER} at a time`, async () => {
    const { db, t: tables } = t.database;
    const token = await accessTokenFor(t, 'contractor@example.com');
    const [contractor] = await db.select().from(tables.users).where(eq(tables.users.email, 'contractor@example.com'));
    await fc.assert(
      fc.asyncProperty(extraCalls, async (extra) => {
        await t.database.transaction(async (tx) => {
          await tx.delete(tables.uploadsInProgress).where(eq(tables.uploadsInProgress.userId, contractor!.id));
        });
        const started = await sendTogether(UPLOADS_PER_USER + extra, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/uploads',
            headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000', ...bearer(token) },
          }),
        );
        expectExactlyTaken(started, UPLOADS_PER_USER, 'tooManyRequests', { windowed: false });
      }),
      RUNS,
    );
  });

  it(`orders placed signed out at once for new addresses make ${ACCOUNT_CREATION_LIMITS.perClient.max} accounts`, async () => {
    await fc.assert(
      fc.asyncProperty(extraCalls, fc.integer({ min: 1, max: 4 }), async (extra, ordersOfOneAddress) => {
        await forgetEvents();
        const { ip, name } = fresh();
        const { max } = ACCOUNT_CREATION_LIMITS.perClient;
        // The first address is ordered for several times at once: one account, counted once.
        const emails = [
          ...Array.from({ length: ordersOfOneAddress }, () => `${name}-0@example.org`),
          ...Array.from({ length: max - 1 + extra }, (_, index) => `${name}-${index + 1}@example.org`),
        ];
        const placed = await sendTogether(emails.length, (index) => escrowOrder(emails[index]!, ip));
        const made = new Set(emails.filter((_, index) => placed[index]!.statusCode === 200));
        expect(made.size, placed.map((res) => res.statusCode).join(' ')).toBe(max);
        for (const res of placed) expect([200, 429]).toContain(res.statusCode);
        const users = await t.database.db.select({ email: t.database.t.users.email }).from(t.database.t.users);
        const madeHere = users.filter((user) => user.email.startsWith(`${name}-`));
        expect(madeHere.map((user) => user.email).sort()).toEqual([...made].sort());
      }),
      RUNS,
    );
  });
});

/** Two months from today. */
const CLOSING = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
let street = 0;
function escrowOrder(email: string, ip: string) {
  street += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/order',
    remoteAddress: ip,
    payload: escrowOrderBody({
      property: phoenixHome(`${100 + street} N Central Ave`),
      owner: { firstName: 'Nia', lastName: 'New', email, phone: '602-555-0102' },
      orderingPartyType: 'homeBuyer',
      estimatedCloseDate: CLOSING,
      escrowOfficer: null,
    }),
  });
}
