/**
 * The account's notices, service-request history, profile, text opt-in and account merge, on both dialects:
 * every call sees only the caller's objects, and a refused merge moves nothing.
 */
import { messages, profileMessages } from '@hw/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInCode } from '../src/auth/index.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
const tokens = {} as Record<'homeowner' | 'agent' | 'staff' | 'contractor', string>;
beforeAll(async () => {
  t = await buildTestApp();
  tokens.homeowner = await accessTokenFor(t, 'homeowner@example.com');
  tokens.agent = await accessTokenFor(t, 'agent@example.com');
  tokens.staff = await accessTokenFor(t, 'staff@example.com');
  tokens.contractor = await accessTokenFor(t, 'contractor@example.com');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
const signIn = (username: string, password: string) =>
  call('POST', '/api/authenticate', undefined, { grant_type: 'password', username, password, fingerprint: 'f' });
const errorFields = (res: { json(): { errors: { field?: string }[] } }) => res.json().errors.map((e) => e.field);

const noticeIds = async (userId = 'u-homeowner-0001', token = tokens.homeowner) => {
  const res = await call('GET', `/api/account/notice/${userId}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((notice: { noticeId: string }) => notice.noticeId);
};

describe('notices', () => {
  it('lists the caller’s undismissed notices, newest first', async () => {
    expect(await noticeIds()).toEqual(['n-homeowner-0001', 'n-homeowner-0002', 'n-homeowner-0003']);
    const [first] = (await call('GET', '/api/account/notice/u-homeowner-0001', tokens.homeowner)).json();
    expect(first).toMatchObject({ level: 'warning', contractId: 'c-homeowner-0001' });
    expect(await noticeIds('u-homeowner-0001', tokens.staff)).toHaveLength(3);
  });

  it('does not show or dismiss another user’s notices', async () => {
    expect((await call('GET', '/api/account/notice/u-homeowner-0001', tokens.agent)).statusCode).toBe(403);
    expect((await call('GET', '/api/account/notice/u-agent-0001', tokens.homeowner)).statusCode).toBe(403);
    const res = await call('DELETE', '/api/account/notice/n-homeowner-0001', tokens.agent);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('notFound');
    expect((await call('DELETE', '/api/account/notice/n-none', tokens.homeowner)).statusCode).toBe(404);
    expect(await noticeIds()).toHaveLength(3);
  });

  it('dismisses one, then all', async () => {
    const one = await call('DELETE', '/api/account/notice/n-homeowner-0002', tokens.homeowner);
    expect(one.statusCode).toBe(204);
    expect(one.body).toBe('');
    expect(await noticeIds()).toEqual(['n-homeowner-0001', 'n-homeowner-0003']);
    expect((await call('DELETE', '/api/account/notice/n-homeowner-0002', tokens.homeowner)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/account/notices', tokens.agent)).statusCode).toBe(204);
    expect(await noticeIds()).toHaveLength(2);
    expect((await call('DELETE', '/api/account/notices', tokens.homeowner)).statusCode).toBe(204);
    expect(await noticeIds()).toEqual([]);
  });
});

describe('service-request history', () => {
  const history = (contractIds: string, token = tokens.homeowner) =>
    call('GET', `/api/account/servicerequest?contractIds=${contractIds}`, token);

  it('lists the requests of the caller’s contracts, newest first, and their notes oldest first', async () => {
    const res = await history('c-homeowner-0001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: { serviceRequestId: string }) => r.serviceRequestId)).toEqual([
      'sr-homeowner-0002',
      'sr-homeowner-0001',
    ]);
    expect(res.json()[1]).toMatchObject({
      serviceRequestNumber: 'SR-300211',
      status: 'paid',
      workOrderId: 'WO-104233',
    });
    expect(res.json()[0].closedAt).toBeNull();
    const notes = await call('GET', '/api/account/servicerequest/note/sr-homeowner-0001', tokens.homeowner);
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toEqual([expect.objectContaining({ noteId: 'srn-0001', createdBy: 'Carlos Castillo' })]);
    expect((await history('c-homeowner-0001', tokens.staff)).json()).toHaveLength(2);
  });

  it('refuses contracts and requests the caller may not see', async () => {
    expect((await history('c-homeowner-0001,c-agent-0001')).statusCode).toBe(404);
    expect((await history('c-agent-0001')).statusCode).toBe(404);
    expect((await history('c-homeowner-0001', tokens.agent)).statusCode).toBe(404);
    const agents = await history('c-agent-0001,c-agent-0002', tokens.agent);
    expect(agents.statusCode).toBe(200);
    expect(agents.json()).toEqual([]);
    expect((await call('GET', '/api/account/servicerequest/note/sr-homeowner-0001', tokens.agent)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/account/servicerequest/note/sr-none', tokens.homeowner)).statusCode).toBe(404);
    const blank = await history(',%20,');
    expect(blank.statusCode).toBe(400);
    expect(errorFields(blank)).toEqual(['contractIds']);
  });
});

describe('profile and text opt-in', () => {
  it('saves trimmed names and formatted phones with one primary', async () => {
    const res = await call('POST', '/api/account/user', tokens.homeowner, {
      firstName: '  Hannah ',
      lastName: 'Holt-Rivera ',
      phones: [
        { number: '(512) 555 0101', type: 'home', isPrimary: false },
        { number: '1-602-555-0177', type: 'work', isPrimary: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      userId: 'u-homeowner-0001',
      email: 'homeowner@example.com',
      firstName: 'Hannah',
      lastName: 'Holt-Rivera',
      phones: [
        { number: '512-555-0101', type: 'home', isPrimary: true },
        { number: '602-555-0177', type: 'work', isPrimary: false },
      ],
    });
    expect((await call('GET', '/api/account/user', tokens.homeowner)).json().user.lastName).toBe('Holt-Rivera');
  });

  it('names every bad field and changes nothing', async () => {
    const res = await call('POST', '/api/account/user', tokens.homeowner, {
      firstName: '   ',
      lastName: 'Holt',
      phones: [
        { number: '512-55', type: 'home', isPrimary: true },
        { number: '602-555-0177', type: 'work', isPrimary: false },
        { number: 'call me', type: 'mobile', isPrimary: false },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'firstName', message: profileMessages.firstNameRequired, code: 'validation' },
      { field: 'phones[0].number', message: profileMessages.phoneIncomplete, code: 'validation' },
      { field: 'phones[2].number', message: profileMessages.phoneIncomplete, code: 'validation' },
    ]);
    expect((await call('GET', '/api/account/user', tokens.homeowner)).json().user.lastName).toBe('Holt-Rivera');
    const missing = await call('POST', '/api/account/user', tokens.homeowner, { firstName: 'Hannah' });
    expect(missing.statusCode).toBe(400);
    expect(errorFields(missing)).toEqual(expect.arrayContaining(['lastName', 'phones']));
  });

  it('opts in to text messages, adding the mobile number', async () => {
    const res = await call('POST', '/api/account/user/smsOptIn', tokens.homeowner, {
      smsPhoneNumber: '(512) 555-0199',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().isOptedInToSms).toBe(true);
    expect(res.json().phones).toEqual([
      { number: '512-555-0101', type: 'home', isPrimary: true },
      { number: '602-555-0177', type: 'work', isPrimary: false },
      { number: '512-555-0199', type: 'mobile', isPrimary: false },
    ]);
  });

  it('refuses an opt-in with no mobile number to text, or an incomplete one', async () => {
    const none = await call('POST', '/api/account/user/smsOptIn', tokens.agent, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'smsPhoneNumber', message: profileMessages.smsPhoneRequired, code: 'validation' },
    ]);
    const short = await call('POST', '/api/account/user/smsOptIn', tokens.agent, { smsPhoneNumber: '602-555' });
    expect(errorFields(short)).toEqual(['smsPhoneNumber']);
    expect((await call('GET', '/api/account/user', tokens.agent)).json().user.isOptedInToSms).toBe(false);
  });
});

describe('account merge', () => {
  const SECOND = { id: 'u-second-0001', email: 'hannah.second@example.com', password: 'second-account-password' };
  const merge = (username: string, password: string, token = tokens.homeowner) =>
    call('PUT', '/api/account/user/merge', token, { username, password });

  async function whereThingsAre() {
    const { db, t: tables } = t.database;
    const [contract] = await db.select().from(tables.contracts).where(eq(tables.contracts.contractId, 'c-second-0001'));
    const [card] = await db
      .select()
      .from(tables.paymentMethods)
      .where(eq(tables.paymentMethods.creditCardId, 'card-second'));
    const [user] = await db.select().from(tables.users).where(eq(tables.users.id, SECOND.id));
    return { contract, card, user };
  }

  beforeAll(async () => {
    const { t: tables } = t.database;
    await t.database.transaction(async (tx) => {
      await tx.insert(tables.users).values({
        id: SECOND.id,
        email: SECOND.email,
        userType: 'homeowner',
        firstName: 'Hannah',
        lastName: 'Holt',
        passwordHash: await hashPassword(SECOND.password),
      });
      const [model] = await tx
        .select()
        .from(tables.contracts)
        .where(eq(tables.contracts.contractId, 'c-homeowner-0001'));
      if (!model) throw new Error('no demo contract');
      await tx.insert(tables.contracts).values({
        ...model,
        contractId: 'c-second-0001',
        policyNumber: 'HW-29990001',
        ownerUserId: SECOND.id,
        orderedByUserId: SECOND.id,
        defaultCreditCardId: null,
      });
      await tx.insert(tables.paymentMethods).values({
        creditCardId: 'card-second',
        userId: SECOND.id,
        customerProfileId: 'cp-second',
        paymentProfileId: 'pp-second',
        cardType: 'masterCard',
        lastFour: '4444',
        expirationDate: '11/30',
        isDefault: true,
      });
      await tx.insert(tables.notices).values({
        noticeId: 'n-second-0001',
        userId: SECOND.id,
        contractId: 'c-second-0001',
        title: 'Welcome',
        text: 'Your coverage has started.',
      });
      await tx.insert(tables.serviceRequests).values({
        serviceRequestId: 'sr-second-0001',
        contractId: 'c-second-0001',
        requestedByUserId: SECOND.id,
        serviceRequestNumber: 'SR-399901',
        itemDescription: 'Dishwasher',
        description: 'Does not drain.',
        status: 'open',
      });
    });
  });

  it('refuses a wrong password like a sign-in, counts it, and moves nothing', async () => {
    const res = await merge(SECOND.email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual([{ message: messages.login.errorText, code: 'invalidCredentials' }]);
    const { db, t: tables } = t.database;
    const counted = await db
      .select()
      .from(tables.loginFailures)
      .where(like(tables.loginFailures.key, `%${SECOND.email}`));
    expect(counted.length).toBeGreaterThan(0);
    const { contract, card, user } = await whereThingsAre();
    expect(contract?.ownerUserId).toBe(SECOND.id);
    expect(card?.userId).toBe(SECOND.id);
    expect(user?.mergedIntoUserId).toBeNull();
  });

  it('refuses the caller’s own account and staff or contractor accounts with 422', async () => {
    expect((await merge('homeowner@example.com', 'demo-password')).statusCode).toBe(422);
    const contractor = await merge('contractor@example.com', 'demo-password');
    expect(contractor.statusCode).toBe(422);
    expect(contractor.json().errors[0].field).toBe('username');
    expect((await merge('staff@example.com', 'demo-password')).statusCode).toBe(422);
    expect((await merge(SECOND.email, SECOND.password, tokens.contractor)).statusCode).toBe(422);
    expect((await whereThingsAre()).user?.mergedIntoUserId).toBeNull();
  });

  it('moves contracts, cards, notices and requests, and the merged account can no longer sign in', async () => {
    const session = await signIn(SECOND.email, SECOND.password);
    expect(session.statusCode, session.body).toBe(200);
    const { access_token: secondAccess, refresh_token: secondRefresh } = session.json();

    const res = await merge(` ${SECOND.email.toUpperCase()} `, SECOND.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mergedUserId: SECOND.id, contractsMoved: 1 });

    const { contract, card, user } = await whereThingsAre();
    expect(contract).toMatchObject({ ownerUserId: 'u-homeowner-0001', orderedByUserId: 'u-homeowner-0001' });
    // The caller's own default card stays the default.
    expect(card).toMatchObject({ userId: 'u-homeowner-0001', isDefault: false });
    expect(user).toMatchObject({ mergedIntoUserId: 'u-homeowner-0001', passwordHash: null });
    expect(await noticeIds()).toEqual(['n-second-0001']);
    const history = await call('GET', '/api/account/servicerequest?contractIds=c-second-0001', tokens.homeowner);
    expect(history.json().map((r: { serviceRequestId: string }) => r.serviceRequestId)).toEqual(['sr-second-0001']);
    const account = await call('GET', '/api/account/user', tokens.homeowner);
    expect(account.json().contracts.map((c: { contractId: string }) => c.contractId)).toContain('c-second-0001');

    const again = await signIn(SECOND.email, SECOND.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0]).toEqual({ message: messages.login.errorText, code: 'invalidCredentials' });
    const refresh = await call('POST', '/api/authenticate', undefined, {
      grant_type: 'refresh_token',
      refresh_token: secondRefresh,
      fingerprint: 'f',
    });
    expect(refresh.statusCode).toBe(401);
    expect((await call('GET', '/api/account/user', secondAccess)).statusCode).toBe(401);
    expect((await merge(SECOND.email, SECOND.password)).statusCode).toBe(401);
  });

  it('refuses the merged account an e-mailed sign-in link made after the merge', async () => {
    const code = await t.database.transaction((tx) => createSignInCode(tx, t.database.t, SECOND.id, 'passwordReset'));
    const res = await call('POST', '/api/authenticate', undefined, { grant_type: 'code', u: SECOND.id, t: code });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('invalidCredentials');
  });
});
