/**
 * The `expired-sign-ins` job: which sessions and link codes it removes, at generated moments around the day after
 * they expired, and that a session in use still refreshes after it ran.
 */
import { EXPIRED_SIGN_IN_RECORD_KEPT_MS, isSignInRecordRemoved } from '@hw/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredSignInsJob } from '../src/jobs/expired-sign-ins.ts';
import { type JobContext, runJob } from '../src/jobs/index.ts';
import { jobContext } from './billing-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const NOW = new Date('2027-03-10T03:45:00Z');
const USER_ID = 'u-homeowner-0001';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const context = (now: Date): JobContext => jobContext(t, now);

/** Moments around the removal boundary: expired just under, at and just over a day before NOW, and far either side. */
const expiry = fc.oneof(
  fc.integer({ min: -3, max: 3 }).map((ms) => new Date(NOW.getTime() - EXPIRED_SIGN_IN_RECORD_KEPT_MS + ms)),
  fc.integer({ min: -60 * 24 * 3600, max: 60 * 24 * 3600 }).map((seconds) => new Date(NOW.getTime() + seconds * 1000)),
);

async function insertRecords(runId: number, expiries: { token: Date; code: Date }[]) {
  const { t: tables } = t.database;
  if (expiries.length === 0) return;
  await t.database.transaction(async (tx) => {
    await tx.insert(tables.refreshTokens).values(
      expiries.map(({ token }, n) => ({
        tokenHash: `job-test-${runId}-${n}`,
        familyId: `family-${runId}-${n}`,
        userId: USER_ID,
        familyStartedAt: new Date(token.getTime() - 30 * 24 * 3600 * 1000),
        expiresAt: token,
        ...(n % 3 === 1 ? { rotatedAt: new Date(token.getTime() - 1000) } : {}),
        ...(n % 3 === 2 ? { revokedAt: new Date(token.getTime() - 1000) } : {}),
      })),
    );
    await tx.insert(tables.signInCodes).values(
      expiries.map(({ code }, n) => ({
        codeHash: `job-test-${runId}-${n}`,
        userId: USER_ID,
        purpose: (['signIn', 'passwordReset', 'withUserHelper'] as const)[n % 3] ?? 'signIn',
        expiresAt: code,
      })),
    );
  });
}

async function leftOf(runId: number) {
  const { db, t: tables } = t.database;
  const ours = (hash: string) => hash.startsWith(`job-test-${runId}-`);
  const tokens = (await db.select().from(tables.refreshTokens)).filter((row) => ours(row.tokenHash));
  const codes = (await db.select().from(tables.signInCodes)).filter((row) => ours(row.codeHash));
  return {
    tokens: tokens.map((row) => row.expiresAt.getTime()).sort(),
    codes: codes.map((row) => row.expiresAt.getTime()).sort(),
  };
}

async function clearRecords() {
  const { t: tables } = t.database;
  await t.database.transaction(async (tx) => {
    await tx.delete(tables.refreshTokens);
    await tx.delete(tables.signInCodes);
  });
}

describe('expired-sign-ins', () => {
  it('removes exactly the records that expired a day or more ago, once, however many runs start together', async () => {
    let runId = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ token: expiry, code: expiry }), { maxLength: 8 }), async (expiries) => {
        runId += 1;
        await clearRecords();
        await insertRecords(runId, expiries);
        const kept = (dates: Date[]) =>
          dates
            .filter((date) => !isSignInRecordRemoved(date, NOW))
            .map((date) => date.getTime())
            .sort();
        const removed =
          expiries.length * 2 - kept(expiries.map((e) => e.token)).length - kept(expiries.map((e) => e.code)).length;

        const runs = await Promise.all([
          runJob(expiredSignInsJob, context(NOW), 'command'),
          runJob(expiredSignInsJob, context(NOW), 'command'),
        ]);
        expect(runs.reduce((sum, run) => sum + run.changed, 0)).toBe(removed);
        expect(await leftOf(runId)).toEqual({
          tokens: kept(expiries.map((e) => e.token)),
          codes: kept(expiries.map((e) => e.code)),
        });
        expect((await runJob(expiredSignInsJob, context(NOW), 'command')).changed).toBe(0);
      }),
      { numRuns: 15 },
    );
  });

  it('leaves a session in use able to refresh', async () => {
    await clearRecords();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: {
        grant_type: 'password',
        username: 'homeowner@example.com',
        password: 'demo-password',
        fingerprint: 'f',
      },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const run = await runJob(expiredSignInsJob, context(new Date()), 'command');
    expect(run.changed).toBe(0);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { grant_type: 'refresh_token', refresh_token: signIn.json().refresh_token, fingerprint: 'f' },
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
  });
});
