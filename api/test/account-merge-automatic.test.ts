/**
 * The automatic account merge, on both dialects: a sign-in says how many other accounts of the same person
 * exist (same e-mail address, whatever its case or spaces; never a staff or contractor account, never an
 * account that only shares a phone number), and PUT /account/user/merge `{ automatic: true }` takes exactly
 * those in, once, however often it runs.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInCode } from '../src/auth/index.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
const HOMEOWNER = 'u-homeowner-0001';
const AGENT = 'u-agent-0001';
const tokens = {} as Record<'homeowner' | 'agent' | 'contractor', string>;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
const signIn = (username: string, password = 'demo-password') =>
  call('POST', '/api/authenticate', undefined, { grant_type: 'password', username, password, fingerprint: 'f' });
const mergeFound = (token: string) => call('PUT', '/api/account/user/merge', token, { automatic: true });

/** Accounts that look like the homeowner's; only the first is theirs to take in. */
const others = [
  { id: 'u-dup-legacy', email: ' HomeOwner@Example.COM ', userType: 'homeowner' as const },
  { id: 'u-dup-staff', email: 'HOMEOWNER@example.com', userType: 'employee' as const },
  { id: 'u-dup-contractor', email: 'Homeowner@EXAMPLE.com', userType: 'contractor' as const },
  { id: 'u-dup-merged', email: 'homeOWNER@example.com', userType: 'homeowner' as const, mergedIntoUserId: AGENT },
  { id: 'u-near-email', email: 'homeowner+2@example.com', userType: 'homeowner' as const },
  // Shares the homeowner's phone number, written differently: a phone proves nothing.
  {
    id: 'u-same-phone',
    email: 'neighbour@example.com',
    userType: 'homeowner' as const,
    phones: [{ number: '(512) 555-0101', isPrimary: true, type: 'home' as const }],
  },
  // A staff member's address taken by a customer account: the staff sign-in is never offered a merge.
  { id: 'u-staff-lookalike', email: 'Staff@Example.com', userType: 'homeowner' as const },
  { id: 'u-agent-dup', email: 'AGENT@example.com', userType: 'realEstateAgent' as const },
];

beforeAll(async () => {
  t = await buildTestApp();
  tokens.homeowner = await accessTokenFor(t, 'homeowner@example.com');
  tokens.agent = await accessTokenFor(t, 'agent@example.com');
  tokens.contractor = await accessTokenFor(t, 'contractor@example.com');
  const { t: tables } = t.database;
  const passwordHash = await hashPassword('lookalike-password');
  await t.database.transaction(async (tx) => {
    for (const other of others) {
      await tx.insert(tables.users).values({ firstName: 'Hannah', lastName: 'Holt', passwordHash, ...other });
    }
    const [model] = await tx.select().from(tables.contracts).where(eq(tables.contracts.contractId, 'c-homeowner-0001'));
    if (!model) throw new Error('no demo contract');
    const contractOf = (contractId: string, policyNumber: string, ownerUserId: string) => ({
      ...model,
      contractId,
      policyNumber,
      ownerUserId,
      orderedByUserId: ownerUserId,
      defaultCreditCardId: null,
    });
    await tx
      .insert(tables.contracts)
      .values([
        contractOf('c-dup-legacy', 'HW-29991001', 'u-dup-legacy'),
        contractOf('c-near-email', 'HW-29991002', 'u-near-email'),
        contractOf('c-same-phone', 'HW-29991003', 'u-same-phone'),
        contractOf('c-dup-staff', 'HW-29991004', 'u-dup-staff'),
      ]);
    await tx.insert(tables.paymentMethods).values({
      creditCardId: 'card-dup-legacy',
      userId: 'u-dup-legacy',
      customerProfileId: 'cp-dup',
      paymentProfileId: 'pp-dup',
      cardType: 'visa',
      lastFour: '1111',
      expirationDate: '10/31',
      isDefault: true,
    });
    await tx.insert(tables.notices).values({
      noticeId: 'n-dup-legacy',
      userId: 'u-dup-legacy',
      contractId: 'c-dup-legacy',
      title: 'Welcome',
      text: 'Your coverage has started.',
    });
    await tx.insert(tables.serviceRequests).values({
      serviceRequestId: 'sr-dup-legacy',
      contractId: 'c-dup-legacy',
      requestedByUserId: 'u-dup-legacy',
      serviceRequestNumber: 'SR-399911',
      itemDescription: 'Water heater',
      description: 'No hot water.',
      status: 'open',
    });
  });
});
afterAll(async () => t.close());

async function ownerOf(contractId: string) {
  const { db, t: tables } = t.database;
  const [row] = await db.select().from(tables.contracts).where(eq(tables.contracts.contractId, contractId));
  return row?.ownerUserId;
}

async function mergedInto(userId: string) {
  const { db, t: tables } = t.database;
  const [row] = await db.select().from(tables.users).where(eq(tables.users.id, userId));
  return row?.mergedIntoUserId;
}

describe('the sign-in finds the other accounts of the same person', () => {
  it('counts the homeowner’s other account by its e-mail address, naming none of it', async () => {
    const res = await signIn('homeowner@example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().otherAccountsFound).toBe(1);
    for (const other of others) expect(res.body).not.toContain(other.id);
    expect(res.body.toLowerCase()).not.toContain('homeowner+2');
  });

  it('counts them on a sign-in from an e-mailed link too', async () => {
    const code = await t.database.transaction((tx) => createSignInCode(tx, t.database.t, HOMEOWNER, 'signIn'));
    const res = await call('POST', '/api/authenticate', undefined, { grant_type: 'code', u: HOMEOWNER, t: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().otherAccountsFound).toBe(1);
  });

  it('says nothing to a staff member or contractor, or to an account with no other', async () => {
    for (const username of ['staff@example.com', 'contractor@example.com', 'homeowner+2@example.com']) {
      const res = await signIn(username, username.includes('+2') ? 'lookalike-password' : 'demo-password');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).not.toHaveProperty('otherAccountsFound');
    }
    // Sharing a phone number with the homeowner makes no account theirs.
    const phone = await signIn('neighbour@example.com', 'lookalike-password');
    expect(phone.json()).not.toHaveProperty('otherAccountsFound');
  });
});

describe('the automatic merge', () => {
  it('is refused to a contractor', async () => {
    expect((await mergeFound(tokens.contractor)).statusCode).toBe(422);
  });

  it('moves the other account’s contracts, cards, notices and requests, and nothing of anyone else', async () => {
    const res = await mergeFound(tokens.homeowner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accountsMerged: 1, contractsMoved: 1 });

    expect(await ownerOf('c-dup-legacy')).toBe(HOMEOWNER);
    expect(await mergedInto('u-dup-legacy')).toBe(HOMEOWNER);
    const { db, t: tables } = t.database;
    const [card] = await db
      .select()
      .from(tables.paymentMethods)
      .where(eq(tables.paymentMethods.creditCardId, 'card-dup-legacy'));
    expect(card?.userId).toBe(HOMEOWNER);
    const notices = await call('GET', `/api/account/notice/${HOMEOWNER}`, tokens.homeowner);
    expect(notices.json().map((n: { noticeId: string }) => n.noticeId)).toContain('n-dup-legacy');
    const [request] = await db
      .select()
      .from(tables.serviceRequests)
      .where(eq(tables.serviceRequests.serviceRequestId, 'sr-dup-legacy'));
    expect(request?.requestedByUserId).toBe(HOMEOWNER);

    for (const [contractId, owner] of [
      ['c-near-email', 'u-near-email'],
      ['c-same-phone', 'u-same-phone'],
      ['c-dup-staff', 'u-dup-staff'],
    ]) {
      expect(await ownerOf(contractId as string)).toBe(owner);
    }
    for (const untouched of ['u-dup-staff', 'u-dup-contractor', 'u-near-email', 'u-same-phone']) {
      expect(await mergedInto(untouched)).toBeNull();
    }
    expect(await mergedInto('u-dup-merged')).toBe(AGENT);

    // The merged account can no longer sign in; the homeowner's next sign-in finds nothing more.
    expect((await signIn(' HomeOwner@Example.COM ', 'lookalike-password')).statusCode).toBe(401);
    expect((await signIn('homeowner@example.com')).json()).not.toHaveProperty('otherAccountsFound');
  });

  it('run again, succeeds and moves nothing more', async () => {
    const res = await mergeFound(tokens.homeowner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accountsMerged: 0, contractsMoved: 0 });
    const { db, t: tables } = t.database;
    const audit = await db
      .select()
      .from(tables.staffAudit)
      .where(and(eq(tables.staffAudit.action, 'accountMerge'), eq(tables.staffAudit.target, 'u-dup-legacy')));
    expect(audit).toHaveLength(1);
  });

  it('run twice at once, takes the other account in once', async () => {
    const found = await signIn('agent@example.com');
    expect(found.json().otherAccountsFound).toBe(1);
    const answers = await Promise.all([mergeFound(tokens.agent), mergeFound(tokens.agent)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.map((answer) => answer.json().accountsMerged).sort()).toEqual([0, 1]);
    expect(await mergedInto('u-agent-dup')).toBe(AGENT);
    const { db, t: tables } = t.database;
    const audit = await db
      .select()
      .from(tables.staffAudit)
      .where(and(eq(tables.staffAudit.action, 'accountMerge'), eq(tables.staffAudit.target, 'u-agent-dup')));
    expect(audit).toHaveLength(1);
  });
});
