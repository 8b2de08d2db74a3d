/**
 * Staff tools on both dialects: who may call them (staff roles admin and contractorRelations), feature flags
 * that really gate ordering and say isUpdating after a change, the audit log of staff actions, user search,
 * and contractor-relations statistics checked against the seeded rows and the contractors' own dashboards.
 */
import {
  type ContractorSearchResponse,
  type ContractorStatisticsResponse,
  type CrrGraphsResponse,
  type CrrStatisticsResponse,
  type DispatchTicket,
  FEATURE_FLAG_SETTLE_SECONDS,
  type FeatureFlagState,
  HOMEOWNER_PLAN_TYPE_ID,
  MARKET_STATE_CODES,
  OPEN_SERVICE_CALL_STATUSES,
  REAL_ESTATE_USER_TYPES,
  type StaffAuditResponse,
  type StaffUserSearchResponse,
  toCents,
} from '@hw/shared';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { BILLED_SERVICE_CALL_STATUSES } from '../src/contractor/aggregates.ts';
import { isUpdating } from '../src/feature-flags/flags.ts';
import { ORDERING_CLOSED_MESSAGE } from '../src/orders/routes.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
type Who = 'admin' | 'crr' | 'plainStaff' | 'homeowner' | 'agent' | 'contractor' | 'contractor2' | 'impersonating';
const tokens = {} as Record<Who, string>;
const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await buildTestApp();
  const { t: tables } = t.database;
  await t.database.transaction(async (tx) => {
    await tx.insert(tables.users).values([
      {
        id: 'u-staff-crr',
        email: 'crr@example.com',
        userType: 'employee',
        firstName: 'Casey',
        lastName: 'Relations',
        roles: ['contractorRelations'],
      },
      {
        id: 'u-staff-plain',
        email: 'plain.staff@example.com',
        userType: 'employee',
        firstName: 'Pat',
        lastName: 'Plain',
      },
    ]);
  });
  tokens.admin = await accessTokenFor(t, 'staff@example.com');
  tokens.crr = await accessTokenFor(t, 'crr@example.com');
  tokens.plainStaff = await accessTokenFor(t, 'plain.staff@example.com');
  tokens.homeowner = await accessTokenFor(t, 'homeowner@example.com');
  tokens.agent = await accessTokenFor(t, 'agent@example.com');
  tokens.contractor = await accessTokenFor(t, 'contractor@example.com');
  tokens.contractor2 = await accessTokenFor(t, 'contractor2@example.com');
  const started = await call('POST', '/api/authenticate/as/u-homeowner-0001', tokens.admin);
  expect(started.statusCode).toBe(200);
  tokens.impersonating = started.json().access_token;
});
afterAll(async () => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
}

async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object): Promise<T> {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const average = (values: number[]) =>
  values.length === 0 ? 0 : oneDecimal(values.reduce((a, b) => a + b, 0) / values.length);
const sumCents = (values: number[]) => values.reduce((a, b) => a + toCents(b), 0);

describe('who may call the staff routes', () => {
  type Allowed = 'admin' | 'crr' | 'staff';
  const ROUTES: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; allowed: Allowed }[] = [
    { method: 'PUT', url: '/api/feature/flag/ChatWidget/true', allowed: 'admin' },
    { method: 'GET', url: '/api/staff/audit', allowed: 'admin' },
    { method: 'GET', url: '/api/staff/users?q=holt', allowed: 'staff' },
    { method: 'POST', url: '/api/contractorRelations/search', payload: { term: '' }, allowed: 'crr' },
    { method: 'GET', url: '/api/contractorRelations/contractorStatistics/u-contractor-0001', allowed: 'crr' },
    { method: 'GET', url: '/api/contractorRelations/statistics/contractor@example.com', allowed: 'crr' },
    { method: 'GET', url: '/api/crr/statistics', allowed: 'crr' },
    { method: 'GET', url: '/api/crr/graphs', allowed: 'crr' },
  ];
  const mayCall = (who: Who, allowed: Allowed) =>
    who === 'admin' ||
    (who === 'crr' && (allowed === 'crr' || allowed === 'staff')) ||
    (who === 'plainStaff' && allowed === 'staff');

  it.each(ROUTES)('$method $url', async (route) => {
    const signedOut = await call(route.method, route.url, undefined, route.payload);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().errors[0].code).toBe('unauthorized');
    for (const who of Object.keys(tokens) as Who[]) {
      const res = await call(route.method, route.url, tokens[who], route.payload);
      if (mayCall(who, route.allowed)) {
        expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      } else {
        expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
        expect(res.json().errors[0].code).toBe('forbidden');
      }
    }
  });
});

describe('feature flags', () => {
  const flags = async () => {
    const res = await call('GET', '/api/feature');
    expect(res.statusCode).toBe(200);
    return res.json() as FeatureFlagState[];
  };
  const flag = (list: FeatureFlagState[], key: string) => list.find((f) => f.key === key);
  const setFlag = (key: string, value: string, token = tokens.admin) =>
    call('PUT', `/api/feature/flag/${key}/${value}`, token);
  const homeownerOrder = {
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    planId: 'plan-ho-signature',
    property: {
      address: { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
      dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
      squareFootage: 1000,
    },
    owner: { firstName: 'Olivia', lastName: 'Owens', email: 'olivia.flags@example.net', phone: '512-555-0199' },
    payment: { type: 'monthly' },
  };
  const auditCount = async () => (await t.database.db.select().from(t.database.t.staffAudit)).length;
  const storedFlag = async (key: string) =>
    (await t.database.db.select().from(t.database.t.featureFlags).where(eq(t.database.t.featureFlags.key, key)))[0];

  it('lists every flag with key, isEnabled, isUpdating and description, and none is updating at first', async () => {
    const res = await call('GET', '/api/feature');
    expect(res.headers['cache-control']).toBe('no-cache');
    const list = res.json() as FeatureFlagState[];
    expect(list.map((f) => f.key)).toEqual(
      expect.arrayContaining(['OnlineOrdering', 'LimitsAndExclusions', 'ChatWidget', 'ContractorDashboardCharts']),
    );
    for (const f of list) {
      expect(Object.keys(f).sort()).toEqual(['description', 'isEnabled', 'isUpdating', 'key']);
      expect(f.isUpdating).toBe(false);
    }
  });

  it('switching OnlineOrdering off refuses orders at once and reads isUpdating; on again, orders pass the gate', async () => {
    const placeOrder = () => call('POST', '/api/order', undefined, homeownerOrder);
    // On: the order gets past the flag and is refused for its missing card.
    expect((await placeOrder()).json().errors[0].field).toBe('payment.authNetPaymentProfileId');

    const off = await setFlag('OnlineOrdering', 'false');
    expect(off.statusCode).toBe(200);
    expect(flag(off.json(), 'OnlineOrdering')).toMatchObject({ isEnabled: false, isUpdating: true });
    expect((off.json() as FeatureFlagState[]).filter((f) => f.isUpdating).map((f) => f.key)).toEqual([
      'OnlineOrdering',
    ]);
    expect(flag(await flags(), 'OnlineOrdering')).toMatchObject({ isEnabled: false, isUpdating: true });
    const refused = await placeOrder();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ code: 'forbidden', message: ORDERING_CLOSED_MESSAGE });

    // Once the settle time has passed (the change moved back in the log rather than waited for), it is settled.
    const { t: tables } = t.database;
    const settled = new Date(Date.now() - (FEATURE_FLAG_SETTLE_SECONDS + 1) * 1000);
    await t.database.transaction((tx) =>
      tx
        .update(tables.staffAudit)
        .set({ at: settled })
        .where(and(eq(tables.staffAudit.action, 'featureFlagChange'), eq(tables.staffAudit.target, 'OnlineOrdering'))),
    );
    expect(flag(await flags(), 'OnlineOrdering')).toMatchObject({ isEnabled: false, isUpdating: false });

    const on = await setFlag('OnlineOrdering', 'true');
    expect(flag(on.json(), 'OnlineOrdering')).toMatchObject({ isEnabled: true, isUpdating: true });
    const passes = await placeOrder();
    expect(passes.statusCode).toBe(400);
    expect(passes.json().errors[0].field).toBe('payment.authNetPaymentProfileId');
  });

  it('isUpdating lasts FEATURE_FLAG_SETTLE_SECONDS after the last change', () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(isUpdating(null, now)).toBe(false);
    expect(isUpdating(ago(0), now)).toBe(true);
    expect(isUpdating(ago(FEATURE_FLAG_SETTLE_SECONDS * 1000 - 1), now)).toBe(true);
    expect(isUpdating(ago(FEATURE_FLAG_SETTLE_SECONDS * 1000), now)).toBe(false);
  });

  it('setting the value a flag has changes nothing and logs nothing', async () => {
    const before = await storedFlag('ChatWidget');
    const entries = await auditCount();
    const res = await setFlag('ChatWidget', String(before?.isEnabled));
    expect(res.statusCode).toBe(200);
    expect(flag(res.json(), 'ChatWidget')?.isUpdating).toBe(false);
    expect(await storedFlag('ChatWidget')).toEqual(before);
    expect(await auditCount()).toBe(entries);
  });

  it('refuses an unknown key (404) and a value that is not a boolean (400), and other staff (403)', async () => {
    const unknown = await setFlag('NoSuchFlag', 'true');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('notFound');
    const bad = await setFlag('ChatWidget', 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('isEnabled');
    const before = await storedFlag('ChatWidget');
    expect((await setFlag('ChatWidget', String(!before?.isEnabled), tokens.crr)).statusCode).toBe(403);
    expect(await storedFlag('ChatWidget')).toEqual(before);
  });
});

describe('the audit log', () => {
  const audit = (query = '') => ok<StaffAuditResponse>('GET', `/api/staff/audit${query}`, tokens.admin);

  it('records impersonation start and end, newest first, with who acted and as whom', async () => {
    const started = await call('POST', '/api/authenticate/as/u-agent-0001', tokens.admin);
    expect(started.statusCode).toBe(200);
    const ended = await call('POST', '/api/authenticate/as/me', started.json().access_token);
    expect(ended.statusCode).toBe(200);
    const { items } = await audit('?limit=2');
    expect(items.map((entry) => entry.action)).toEqual(['impersonationEnd', 'impersonationStart']);
    for (const entry of items) {
      expect(entry).toMatchObject({
        actor: { userId: 'u-staff-0001', email: 'staff@example.com', userType: 'employee' },
        target: 'u-agent-0001',
        targetUser: { userId: 'u-agent-0001', firstName: 'Alex', lastName: 'Arroyo', userType: 'realEstateAgent' },
        detail: {},
      });
    }
    expect(Date.parse(items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(items[1]!.at));
  });

  it('records flag changes with the value before and after', async () => {
    expect((await call('PUT', '/api/feature/flag/LimitsAndExclusions/false', tokens.admin)).statusCode).toBe(200);
    expect((await call('PUT', '/api/feature/flag/LimitsAndExclusions/true', tokens.admin)).statusCode).toBe(200);
    const { items } = await audit('?limit=2');
    expect(items).toMatchObject([
      {
        action: 'featureFlagChange',
        target: 'LimitsAndExclusions',
        targetUser: null,
        detail: { wasEnabled: false, isEnabled: true },
      },
      {
        action: 'featureFlagChange',
        target: 'LimitsAndExclusions',
        targetUser: null,
        detail: { wasEnabled: true, isEnabled: false },
      },
    ]);
    expect(items[0]?.actor?.userId).toBe('u-staff-0001');
  });

  it('records an account merge (and nothing for a refused one)', async () => {
    const { t: tables } = t.database;
    await t.database.transaction(async (tx) => {
      await tx.insert(tables.users).values({
        id: 'u-audit-second',
        email: 'hannah.audit@example.com',
        userType: 'homeowner',
        firstName: 'Hannah',
        lastName: 'Audit',
        passwordHash: await hashPassword('audit-second-password'),
      });
    });
    const merge = (password: string) =>
      call('PUT', '/api/account/user/merge', tokens.homeowner, { username: 'hannah.audit@example.com', password });
    const before = (await audit('?limit=1')).items[0]?.auditId;
    expect((await merge('wrong-password')).statusCode).toBe(401);
    expect((await audit('?limit=1')).items[0]?.auditId).toBe(before);
    expect((await merge('audit-second-password')).statusCode).toBe(200);
    const [entry] = (await audit('?limit=1')).items;
    expect(entry).toMatchObject({
      action: 'accountMerge',
      actor: { userId: 'u-homeowner-0001', email: 'homeowner@example.com' },
      target: 'u-audit-second',
      targetUser: { userId: 'u-audit-second', email: 'hannah.audit@example.com' },
      detail: { mergedEmail: 'hannah.audit@example.com', contractsMoved: 0 },
    });
  });

  it('pages newest first with nextBefore, without skipping or repeating entries', async () => {
    const all = await audit('?limit=200');
    expect(all.nextBefore).toBeNull();
    expect(all.items.length).toBeGreaterThanOrEqual(7);
    const times = all.items.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const paged: string[] = [];
    let before: string | null = null;
    do {
      const query = `?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const page: StaffAuditResponse = await audit(query);
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((entry) => entry.auditId));
      before = page.nextBefore;
    } while (before);
    expect(paged).toEqual(all.items.map((entry) => entry.auditId));
  });

  it('takes an ISO date-time as before, and refuses anything else', async () => {
    const all = await audit('?limit=200');
    const newest = all.items[0]!.at;
    const older = await audit(`?limit=200&before=${encodeURIComponent(newest)}`);
    expect(older.items.every((entry) => Date.parse(entry.at) < Date.parse(newest))).toBe(true);
    expect(older.items.length).toBe(all.items.filter((entry) => Date.parse(entry.at) < Date.parse(newest)).length);
    const bad = await call('GET', '/api/staff/audit?before=yesterday', tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('before');
    expect((await call('GET', '/api/staff/audit?limit=0', tokens.admin)).statusCode).toBe(400);
  });
});

describe('user search', () => {
  const search = (q: string) =>
    ok<StaffUserSearchResponse>('GET', `/api/staff/users?q=${encodeURIComponent(q)}`, tokens.plainStaff);

  it('finds users by name, e-mail and phone, with the fields of the impersonation list', async () => {
    const byName = await search('hannah holt');
    expect(byName.users).toContainEqual({
      userId: 'u-homeowner-0001',
      firstName: 'Hannah',
      lastName: 'Holt',
      email: 'homeowner@example.com',
      userType: 'homeowner',
    });
    expect((await search('AGENT@example')).users.map((u) => u.userId)).toEqual(['u-agent-0001']);
    for (const phone of ['512-555-0101', '5125550101', '1 (512) 555-0101']) {
      expect(
        (await search(phone)).users.map((u) => u.userId),
        phone,
      ).toEqual(['u-homeowner-0001']);
    }
  });

  it('leaves out staff and merged accounts, and takes % and _ literally', async () => {
    expect((await search('sterling')).users).toEqual([]);
    expect((await search('staff@example.com')).users).toEqual([]);
    const { t: tables } = t.database;
    await t.database.transaction((tx) =>
      tx.insert(tables.users).values({
        id: 'u-merged-search',
        email: 'merged.search@example.com',
        userType: 'homeowner',
        firstName: 'Merged',
        lastName: 'Searchable',
        mergedIntoUserId: 'u-homeowner-0001',
      }),
    );
    expect((await search('merged.search')).users).toEqual([]);
    expect((await search('%')).users).toEqual([]);
    expect((await search('_')).users).toEqual([]);
  });

  it('answers at most 25, by last and first name, and says when there are more', async () => {
    const { t: tables } = t.database;
    await t.database.transaction((tx) =>
      tx.insert(tables.users).values(
        Array.from({ length: 30 }, (_, i) => ({
          id: `u-many-${String(i).padStart(2, '0')}`,
          email: `many.${i}@example.com`,
          userType: 'homeowner' as const,
          firstName: `Many${String(29 - i).padStart(2, '0')}`,
          lastName: 'Quokka',
        })),
      ),
    );
    const res = await search('quokka');
    expect(res.users).toHaveLength(25);
    expect(res.hasMore).toBe(true);
    expect(res.users[0]?.firstName).toBe('Many00');
    expect(res.users[24]?.firstName).toBe('Many24');
    expect((await search('many.7@')).hasMore).toBe(false);
  });

  it('refuses a blank or missing q', async () => {
    expect((await call('GET', '/api/staff/users?q=%20%20', tokens.admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/users', tokens.admin)).statusCode).toBe(400);
  });
});

describe('contractor relations', () => {
  const search = (body: object) =>
    ok<ContractorSearchResponse>('POST', '/api/contractorRelations/search', tokens.crr, body);
  const statistics = (contractorId: string, year = YEAR) =>
    ok<ContractorStatisticsResponse>(
      'GET',
      `/api/contractorRelations/contractorStatistics/${contractorId}?year=${year}`,
      tokens.crr,
    );

  /** The seeded rows, read straight from the tables. */
  async function rows() {
    const { db, t: tables } = t.database;
    const from = new Date(Date.UTC(YEAR, 0, 1));
    const to = new Date(Date.UTC(YEAR + 1, 0, 1));
    const tickets = await db.select().from(tables.dispatchTickets);
    const surveys = await db
      .select({ survey: tables.customerSurveys, ticket: tables.dispatchTickets })
      .from(tables.customerSurveys)
      .innerJoin(tables.dispatchTickets, eq(tables.dispatchTickets.dispatchId, tables.customerSurveys.dispatchId));
    const contracts = await db
      .select({ contract: tables.contracts, orderedBy: tables.users })
      .from(tables.contracts)
      .leftJoin(tables.users, eq(tables.users.id, tables.contracts.orderedByUserId))
      .where(and(gte(tables.contracts.createdAt, from), lt(tables.contracts.createdAt, to)));
    const contractors = await db
      .select({ user: tables.users, profile: tables.contractorProfiles })
      .from(tables.users)
      .leftJoin(tables.contractorProfiles, eq(tables.contractorProfiles.userId, tables.users.id))
      .where(eq(tables.users.userType, 'contractor'));
    const partners = await db.select().from(tables.partners);
    const inYear = (d: Date) => d >= from && d < to;
    return {
      tickets,
      ticketsOfYear: tickets.filter((x) => inYear(x.createdAt)),
      surveys,
      surveysOfYear: surveys.filter((s) => inYear(s.ticket.createdAt)),
      contracts,
      contractors,
      partners,
    };
  }

  /** A contractor's tickets as their own dispatch search answers them (with the ticket totals). */
  async function ownTickets(token: string): Promise<DispatchTicket[]> {
    const all: DispatchTicket[] = [];
    for (let page = 0; ; page++) {
      const res = await ok<{ items: DispatchTicket[]; totalItems: number }>(
        'POST',
        '/api/contractor/dispatch/search',
        token,
        { page, contractorStatus: 'all' },
      );
      all.push(...res.items);
      if (res.items.length === 0 || all.length >= res.totalItems) return all;
    }
  }

  it('searches every contractor with an empty term: open tickets and ratings as the rows say', async () => {
    const data = await rows();
    const res = await search({ term: '' });
    expect(res.totalItems).toBe(data.contractors.length);
    expect(res.items.map((c) => c.userId).sort()).toEqual(data.contractors.map((c) => c.user.id).sort());
    const names = res.items.map((c) => (c.companyName ?? '').toLowerCase());
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    for (const item of res.items) {
      const own = data.tickets.filter((x) => x.contractorUserId === item.userId);
      expect(item.openTicketCount, item.userId).toBe(
        own.filter((x) => OPEN_SERVICE_CALL_STATUSES.includes(x.status)).length,
      );
      const ratings = data.surveys.filter((s) => s.survey.contractorUserId === item.userId).map((s) => s.survey.rating);
      expect(item.surveyCount).toBe(ratings.length);
      expect(item.averageRating).toBe(ratings.length === 0 ? null : average(ratings));
      expect(item.username).toBe(item.email);
    }
    const castillo = res.items.find((c) => c.userId === 'u-contractor-0001');
    expect(castillo).toMatchObject({
      companyName: 'Castillo Appliance & Air LLC',
      phone: '801-555-0103',
      stateCodes: ['TX', 'UT'],
    });
    expect(castillo?.trades.map((x) => x.name)).toEqual(['Appliances', 'Heating & Air Conditioning', 'Plumbing']);
  });

  it('matches company, name, e-mail, phone and service zip code, and filters by trade and state', async () => {
    const ids = async (body: object) => (await search(body)).items.map((c) => c.userId);
    expect(await ids({ term: 'CASTILLO' })).toEqual(['u-contractor-0001']);
    expect(await ids({ term: 'dana dalton' })).toEqual(['u-contractor-0002']);
    expect(await ids({ term: 'contractor2@' })).toEqual(['u-contractor-0002']);
    expect(await ids({ term: '801-555-0103' })).toEqual(['u-contractor-0001']);
    expect((await ids({ term: '84105' })).sort()).toEqual(['u-contractor-0001', 'u-contractor-0106']);
    expect(await ids({ term: '%' })).toEqual([]);

    const data = await rows();
    const ofTrade = (tradeId: number) =>
      data.contractors
        .filter((c) => c.profile?.tradeIds.includes(tradeId))
        .map((c) => c.user.id)
        .sort();
    for (const tradeId of [1, 3, 6, 7]) expect((await ids({ term: '', tradeId })).sort()).toEqual(ofTrade(tradeId));
    const inState = async (stateCode: string) => (await ids({ term: '', stateCode })).sort();
    expect(await inState('ut')).toEqual(['u-contractor-0001', 'u-contractor-0106']);
    expect(await inState('ID')).toEqual(['u-contractor-0002', 'u-contractor-0102']);
    expect(await inState('AZ')).toEqual(['u-contractor-0003', 'u-contractor-0101']);
    expect(await inState('NV')).toEqual(['u-contractor-0103']);
    expect(await inState('TX')).toEqual(['u-contractor-0001', 'u-contractor-0002', 'u-contractor-0105']);
    expect(await ids({ term: 'castillo', stateCode: 'ID' })).toEqual([]);

    const beyond = await search({ term: '', page: 5 });
    expect(beyond.items).toEqual([]);
    expect(beyond.totalItems).toBe(data.contractors.length);
    const missing = await call('POST', '/api/contractorRelations/search', tokens.crr, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('term');
  });

  it('answers a contractor’s year by month and trade as their tickets and surveys say', async () => {
    const data = await rows();
    const id = 'u-contractor-0001';
    const tickets = data.ticketsOfYear.filter((x) => x.contractorUserId === id);
    const surveys = data.surveysOfYear.filter((s) => s.survey.contractorUserId === id);
    expect(tickets.length).toBeGreaterThan(0);
    const billed = (await ownTickets(tokens.contractor)).filter(
      (x) => BILLED_SERVICE_CALL_STATUSES.includes(x.status) && new Date(x.createdAt).getUTCFullYear() === YEAR,
    );
    const stats = await statistics(id);
    expect(stats.contractor).toEqual({
      userId: id,
      username: 'contractor@example.com',
      email: 'contractor@example.com',
      firstName: 'Carlos',
      lastName: 'Castillo',
      companyName: 'Castillo Appliance & Air LLC',
    });
    expect(stats.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const month of stats.months) {
      const inMonth = (d: Date | string) => new Date(d).getUTCMonth() + 1 === month.month;
      const mine = tickets.filter((x) => inMonth(x.createdAt));
      const rated = surveys.filter((s) => inMonth(s.ticket.createdAt));
      expect(month, month.label).toMatchObject({
        tickets: mine.length,
        completed: mine.filter((x) => x.completedAt !== null).length,
        recalls: mine.filter((x) => x.recallOfWorkOrderId !== null).length,
        surveys: rated.length,
        averageRating: average(rated.map((s) => s.survey.rating)),
      });
      expect(toCents(month.amountBilled), month.label).toBe(
        sumCents(billed.filter((x) => inMonth(x.createdAt)).map((x) => x.totals.ticketTotal)),
      );
    }
    expect(stats.totals.tickets).toBe(tickets.length);
    expect(toCents(stats.totals.amountBilled)).toBe(sumCents(billed.map((x) => x.totals.ticketTotal)));
    expect(stats.totals.amountBilled).toBeGreaterThan(0);
    expect(stats.trades.map((x) => x.name)).toEqual(['Appliances', 'Heating & Air Conditioning', 'Plumbing']);
    for (const trade of stats.trades) {
      expect(trade.tickets).toBe(tickets.filter((x) => x.tradeId === trade.tradeId).length);
    }
    expect(stats.trades.reduce((sum, x) => sum + x.tickets, 0)).toBe(tickets.length);
  });

  it('agrees with the contractor’s own dashboard (voice of the customer and scores)', async () => {
    for (const [id, token] of [
      ['u-contractor-0001', tokens.contractor],
      ['u-contractor-0002', tokens.contractor2],
    ] as const) {
      const stats = await statistics(id);
      const voc = await ok<{ items: Record<string, number>[] }>(
        'GET',
        `/api/contractor/dispatchStatistics/voc/${id}?year=${YEAR}`,
        token,
      );
      expect(
        stats.months.map(({ label, tickets, completed, averageDaysToComplete, averageRating }) => ({
          label,
          tickets,
          completed,
          averageDaysToComplete,
          averageRating,
        })),
      ).toEqual(voc.items);
      const scores = await ok<{ scores: unknown; comments: unknown }>(
        'GET',
        `/api/contractor/dispatchStatistics/scores/${id}?year=${YEAR}`,
        token,
      );
      expect({ scores: stats.scores, comments: stats.comments }).toEqual({
        scores: scores.scores,
        comments: scores.comments,
      });
    }
  });

  it('answers the same by username (any case), 404 for anyone who is not a contractor, zeros for an empty year', async () => {
    const byId = await statistics('u-contractor-0002');
    const byName = await ok<ContractorStatisticsResponse>(
      'GET',
      `/api/contractorRelations/statistics/CONTRACTOR2@example.com?year=${YEAR}`,
      tokens.crr,
    );
    expect(byName).toEqual(byId);
    for (const url of [
      '/api/contractorRelations/contractorStatistics/u-agent-0001',
      '/api/contractorRelations/contractorStatistics/u-nobody',
      '/api/contractorRelations/statistics/agent@example.com',
      '/api/contractorRelations/statistics/nobody@example.com',
    ]) {
      const res = await call('GET', url, tokens.admin);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].code).toBe('notFound');
    }
    const empty = await statistics('u-contractor-0001', 2001);
    expect(empty.months).toHaveLength(12);
    expect(empty.totals).toEqual({
      tickets: 0,
      completed: 0,
      averageDaysToComplete: 0,
      recalls: 0,
      surveys: 0,
      averageRating: 0,
      amountBilled: 0,
    });
    expect(empty.scores).toEqual([]);
    expect((await call('GET', '/api/crr/statistics?year=1999', tokens.crr)).statusCode).toBe(400);
  });

  it('counts the network’s policies, agents, agencies and contractors by month and state, from the rows', async () => {
    const data = await rows();
    const stats = await ok<CrrStatisticsResponse>('GET', `/api/crr/statistics?year=${YEAR}`, tokens.crr);
    expect(stats.dimensions).toEqual(['policies', 'agents', 'agencies', 'contractors']);
    const agentsOf = (list: typeof data.contracts) =>
      new Set(
        list
          .filter((c) => c.orderedBy && REAL_ESTATE_USER_TYPES.includes(c.orderedBy.userType))
          .map((c) => c.contract.orderedByUserId),
      ).size;
    const agenciesOf = (list: typeof data.contracts) =>
      new Set(
        list.flatMap((c) =>
          Object.values(c.contract.partners).flatMap((named) => {
            const partner = data.partners.find((p) => p.partnerId === (named as { partnerId?: string }).partnerId);
            return partner && ['buyerAgent', 'sellerAgent', 'assistant'].includes(partner.role)
              ? [partner.company.toLowerCase()]
              : [];
          }),
        ),
      ).size;
    expect(stats.totals).toMatchObject({
      policies: data.contracts.length,
      agents: agentsOf(data.contracts),
      agencies: agenciesOf(data.contracts),
      contractors: new Set(data.ticketsOfYear.map((x) => x.contractorUserId)).size,
      tickets: data.ticketsOfYear.length,
      completed: data.ticketsOfYear.filter((x) => x.completedAt !== null).length,
      recalls: data.ticketsOfYear.filter((x) => x.recallOfWorkOrderId !== null).length,
      surveys: data.surveysOfYear.length,
      averageRating: average(data.surveysOfYear.map((s) => s.survey.rating)),
    });
    expect(stats.totals.policies).toBeGreaterThan(0);
    expect(stats.totals.agents).toBeGreaterThan(0);
    expect(stats.totals.agencies).toBeGreaterThan(0);

    for (const month of stats.months) {
      const inMonth = (d: Date) => d.getUTCMonth() + 1 === month.month;
      expect(month.policies).toBe(data.contracts.filter((c) => inMonth(c.contract.createdAt)).length);
      expect(month.tickets).toBe(data.ticketsOfYear.filter((x) => inMonth(x.createdAt)).length);
      expect(month.contractors).toBe(
        new Set(data.ticketsOfYear.filter((x) => inMonth(x.createdAt)).map((x) => x.contractorUserId)).size,
      );
    }
    expect(stats.states.slice(0, MARKET_STATE_CODES.length).map((s) => s.stateCode)).toEqual([...MARKET_STATE_CODES]);
    for (const state of stats.states) {
      const here = data.contracts.filter((c) => c.contract.stateCode === state.stateCode);
      expect(state, state.stateCode).toMatchObject({
        policies: here.length,
        agents: agentsOf(here),
        agencies: agenciesOf(here),
        tickets: data.ticketsOfYear.filter((x) => x.stateCode === state.stateCode).length,
      });
    }
    expect(stats.states.find((s) => s.stateCode === 'TX')?.description).toBe('Texas');
    expect(stats.trades.reduce((sum, x) => sum + x.tickets, 0)).toBe(data.ticketsOfYear.length);
    expect(stats.trades.map((x) => x.name)).toContain('Pest Control');

    // The network's amount billed is the sum of every contractor's.
    let billedCents = 0;
    for (const contractor of data.contractors) {
      billedCents += toCents((await statistics(contractor.user.id)).totals.amountBilled);
    }
    expect(toCents(stats.totals.amountBilled)).toBe(billedCents);
    expect(sumCents(stats.months.map((m) => m.amountBilled))).toBe(billedCents);
  });

  it('answers the graphs as series of the statistics’ own figures', async () => {
    const stats = await ok<CrrStatisticsResponse>('GET', `/api/crr/statistics?year=${YEAR}`, tokens.admin);
    const graphs = await ok<CrrGraphsResponse>('GET', `/api/crr/graphs?year=${YEAR}`, tokens.admin);
    expect(graphs.year).toBe(YEAR);
    const chart = (key: string) => graphs.charts.find((c) => c.key === key)!;
    const series = (key: string, field: string) => chart(key).series.find((s) => s.key === field)!.values;
    expect(graphs.charts.map((c) => c.key)).toEqual([
      'network',
      'tickets',
      'amountBilled',
      'quality',
      'trades',
      'states',
    ]);
    expect(chart('network').labels).toEqual(stats.months.map((m) => m.label));
    for (const field of ['policies', 'agents', 'agencies', 'contractors'] as const) {
      expect(series('network', field)).toEqual(stats.months.map((m) => m[field]));
    }
    expect(series('tickets', 'recalls')).toEqual(stats.months.map((m) => m.recalls));
    expect(series('amountBilled', 'amountBilled')).toEqual(stats.months.map((m) => m.amountBilled));
    expect(chart('trades').labels).toEqual(stats.trades.map((x) => x.name));
    expect(series('trades', 'tickets')).toEqual(stats.trades.map((x) => x.tickets));
    expect(chart('states').labels).toEqual(stats.states.map((s) => s.stateCode));
    expect(series('states', 'policies')).toEqual(stats.states.map((s) => s.policies));
    for (const c of graphs.charts) for (const s of c.series) expect(s.values).toHaveLength(c.labels.length);
  });
});
