/**
 * People's data on both dialects: the archive of "Download my data" (the user's rows and files, no card number
 * or gateway token, nobody else's data), "Delete my account" (refusals, anonymised person, financial records
 * kept, sessions and sign-in ended, the confirmation mailed), the state notice's request form and the staff
 * list that completes its requests, each step in the staff audit log.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  type DataRequest,
  type DataRequestList,
  type DataSummary,
  type DispatchSearchResponse,
  type DispatchTicket,
  erasedEmail,
  type StaffAuditResponse,
} from '@hw/shared';
import { and, desc, eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, type TestApp, TINY_PNG } from './helper.ts';
import { expectBrandedMail } from './mail-checks.ts';

const HOMEOWNER = 'u-homeowner-0001';
const PASSWORD = 'demo-password';

async function signIn(t: TestApp, username: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { grant_type: 'password', username, password, fingerprint: 'f' },
  });
}

/** Extracts an export archive and answers its files by path under my-data/. */
async function unpack(body: Buffer): Promise<Map<string, Buffer>> {
  const dir = mkdtempSync(join(tmpdir(), 'hw-export-test-'));
  try {
    writeFileSync(join(dir, 'a.tar.gz'), body);
    await tar.extract({ file: join(dir, 'a.tar.gz'), cwd: dir, strict: true });
    const files = new Map<string, Buffer>();
    const walk = (sub: string) => {
      for (const entry of readdirSync(join(dir, 'my-data', sub), { withFileTypes: true })) {
        const path = sub ? `${sub}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path);
        else files.set(path, readFileSync(join(dir, 'my-data', path)));
      }
    };
    walk('');
    return files;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)?.toString() ?? 'null');

async function auditOf(t: TestApp, action: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/staff/audit?limit=200',
    headers: bearer(await accessTokenFor(t, 'staff@example.com')),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as StaffAuditResponse).items.filter((item) => item.action === action);
}

/** A photo the person uploaded to a work order, in storage and on a ticket. */
async function storedPhoto(t: TestApp, uploadedByUserId: string, storageName: string) {
  const { db, t: tables } = t.database;
  const [ticket] = await db.select().from(tables.dispatchTickets).limit(1);
  if (!ticket) throw new Error('no ticket');
  await t.app.fileStorage.put(storageName, Readable.from([TINY_PNG]), 'image/png');
  await t.database.transaction((tx) =>
    tx.insert(tables.dispatchFiles).values({
      dispatchId: ticket.dispatchId,
      uploadedByUserId,
      fileName: 'leak under sink.png',
      contentType: 'image/png',
      size: TINY_PNG.length,
      contentHash: `${storageName}-hash`,
      storageName,
    }),
  );
}

/** The test app of a describe block, with `photos` ([uploader, storage name]) stored before its tests; closed after. */
function testAppWithPhotos(photos: [string, string][]) {
  const ready = {} as { t: TestApp };
  beforeAll(async () => {
    ready.t = await buildTestApp();
    for (const [uploadedByUserId, storageName] of photos) await storedPhoto(ready.t, uploadedByUserId, storageName);
  });
  afterAll(async () => ready.t.close());
  return ready;
}

describe('download my data', () => {
  const suite = testAppWithPhotos([
    [HOMEOWNER, 'homeowner-photo.png'],
    ['u-contractor-0001', 'contractor-photo.png'],
  ]);

  it('needs a sign-in', async () => {
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/account/dataExport' })).statusCode).toBe(401);
  });

  it('holds the homeowner’s profile, contracts, invoices, payments, claims with messages and photos', async () => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: '/api/account/dataExport',
      headers: bearer(await accessTokenFor(suite.t, 'homeowner@example.com')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
    const files = await unpack(res.rawPayload);

    expect(json(files, 'profile.json')).toMatchObject({ userId: HOMEOWNER, email: 'homeowner@example.com' });
    const contracts = json(files, 'contracts.json') as { contractId: string }[];
    expect(contracts.map((c) => c.contractId)).toContain('c-homeowner-0001');
    expect(contracts.map((c) => c.contractId)).not.toContain('c-agent-0001');
    const invoices = json(files, 'invoices.json') as { invoiceId: string }[];
    expect(invoices.map((i) => i.invoiceId).sort()).toEqual([
      'inv-homeowner-0001',
      'inv-homeowner-0002',
      'inv-homeowner-p0',
      'inv-homeowner-p1',
      'inv-homeowner-p2',
      'inv-homeowner-p3',
      'inv-homeowner-p4',
    ]);
    // Each paid monthly premium, with the saved card it was paid with.
    const payments = json(files, 'payments.json') as unknown[];
    expect(payments).toHaveLength(6);
    expect(payments).toContainEqual(
      expect.objectContaining({
        invoiceId: 'inv-homeowner-0001',
        amountCents: 6499,
        card: { brand: 'visa', lastFour: '1111' },
      }),
    );
    expect(json(files, 'savedCards.json')).toEqual([
      expect.objectContaining({ brand: 'visa', lastFour: '1111', isDefault: true }),
    ]);
    const requests = json(files, 'serviceRequests.json') as {
      serviceRequestId: string;
      messages: unknown[];
      events: unknown[];
    }[];
    expect(requests.map((r) => r.serviceRequestId).sort()).toEqual(['sr-homeowner-0001', 'sr-homeowner-0002']);
    expect(requests.every((r) => r.messages.length > 0 && r.events.length > 0)).toBe(true);

    const listed = json(files, 'files.json') as { fileName: string; path: string }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]?.fileName).toBe('leak under sink.png');
    expect(files.get(listed[0]?.path ?? '')?.equals(TINY_PNG)).toBe(true);

    // Nothing a card could be charged with: no number, no gateway profile or transaction token.
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    for (const secret of ['cp-demo-homeowner', 'pp-demo-homeowner-visa', 'tx-demo-0001', '4111111111111111']) {
      expect(everything).not.toContain(secret);
    }
    // Nobody else's data.
    expect(everything).not.toContain('agent@example.com');
    expect([...files.keys()].filter((k) => k.startsWith('files/'))).toHaveLength(1);

    const audit = await auditOf(suite.t, 'dataExportDownload');
    expect(audit[0]).toMatchObject({ target: HOMEOWNER, actor: { userId: HOMEOWNER } });
  });

  it('gives a contractor their profile, work orders and own uploads', async () => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: '/api/account/dataExport',
      headers: bearer(await accessTokenFor(suite.t, 'contractor@example.com')),
    });
    expect(res.statusCode).toBe(200);
    const files = await unpack(res.rawPayload);
    expect(json(files, 'profile.json')).toMatchObject({ email: 'contractor@example.com', userType: 'contractor' });
    expect((json(files, 'workOrders.json') as unknown[]).length).toBeGreaterThan(0);
    expect(json(files, 'contractorProfile.json')).toMatchObject({ userId: 'u-contractor-0001' });
    expect(files.has('contracts.json')).toBe(false);
    expect(json(files, 'files.json')).toEqual([expect.objectContaining({ fileName: 'leak under sink.png' })]);
  });
});

describe('read my data', () => {
  const suite = testAppWithPhotos([
    [HOMEOWNER, 'homeowner-photo.png'],
    ['u-contractor-0001', 'contractor-photo.png'],
  ]);

  const summaryOf = async (email: string) => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: '/api/account/dataExport/summary',
      headers: bearer(await accessTokenFor(suite.t, email)),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DataSummary;
  };

  it('needs a sign-in', async () => {
    expect((await suite.t.app.inject({ method: 'GET', url: '/api/account/dataExport/summary' })).statusCode).toBe(401);
  });

  it('words what the archive holds for the homeowner: the same records, in dollars, with plan names', async () => {
    const summary = await summaryOf('homeowner@example.com');
    expect(summary.profile).toEqual({
      firstName: 'Hannah',
      lastName: 'Holt',
      email: 'homeowner@example.com',
      userType: 'homeowner',
      phones: [{ type: 'mobile', number: '512-555-0101' }],
      createdAt: expect.any(String),
    });
    expect(summary.contracts).toEqual([
      {
        policyNumber: 'HW-20418837',
        planName: 'Signature',
        status: 'active',
        paymentType: 'monthly',
        address: { streetAddress: '2100 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' },
        effectiveDate: expect.any(String),
        expireDate: expect.any(String),
        isOwner: true,
      },
    ]);
    // Six monthly premiums paid with the saved card, the seventh owed: in dollars, beside the policy.
    expect(summary.invoices).toHaveLength(7);
    expect(summary.invoices.every((i) => i.amount === 64.99 && i.policyNumber === 'HW-20418837')).toBe(true);
    expect(summary.invoices.filter((i) => i.status === 'unpaid')).toEqual([
      expect.objectContaining({ description: 'Monthly payment', paidAt: null }),
    ]);
    expect(summary.payments).toHaveLength(6);
    expect(summary.payments[0]).toEqual({
      policyNumber: 'HW-20418837',
      amount: 64.99,
      paidAt: expect.any(String),
      card: { brand: 'visa', lastFour: '1111' },
      refundedAt: null,
    });
    expect(summary.savedCards).toEqual([{ brand: 'visa', lastFour: '1111', expirationDate: '12/29', isDefault: true }]);
    expect(summary.serviceRequests.map((r) => [r.serviceRequestNumber, r.item, r.status])).toEqual([
      ['SR-300211', 'Water Heater', 'paid'],
      ['SR-300954', 'Air Conditioning / Cooling', 'sentToContractor'],
    ]);
    expect(summary.consents).toEqual([
      { kind: 'textMessages', active: false, givenAt: null, endedAt: null, policyNumber: null, card: null },
      {
        kind: 'automaticPayment',
        active: true,
        givenAt: expect.any(String),
        endedAt: null,
        policyNumber: 'HW-20418837',
        card: { brand: 'visa', lastFour: '1111' },
      },
    ]);
    expect(summary.files).toEqual([{ fileName: 'leak under sink.png', createdAt: expect.any(String) }]);
    // How each kind of message reaches her: not texted (not opted in) nor pushed (no device), e-mailed where it can be.
    expect(summary.messages).toMatchObject({ texts: false, push: false });
    const sentOn = (kind: string) =>
      summary.messages?.kinds
        .find((k) => k.kind === kind)
        ?.channels.filter((c) => c.sent)
        .map((c) => c.channel);
    expect(sentOn('receipts')).toEqual(['email']);
    expect(sentOn('paymentFailed')).toEqual(['email']);
    expect(sentOn('visitScheduled')).toEqual([]);

    // The archive holds the same records.
    const archive = await suite.t.app.inject({
      method: 'GET',
      url: '/api/account/dataExport',
      headers: bearer(await accessTokenFor(suite.t, 'homeowner@example.com')),
    });
    const files = await unpack(archive.rawPayload);
    for (const key of ['contracts', 'invoices', 'payments', 'savedCards', 'serviceRequests', 'files'] as const) {
      expect((json(files, `${key}.json`) as unknown[]).length, key).toBe(summary[key].length);
    }
    // Nothing a card could be charged with, no one else's data; the reading is in the audit log.
    const text = JSON.stringify(summary);
    for (const secret of ['cp-demo-homeowner', 'pp-demo-homeowner-visa', 'tx-demo-0001', 'card-demo-homeowner']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('agent@example.com');
    expect(await auditOf(suite.t, 'dataExportDownload')).toContainEqual(
      expect.objectContaining({ target: HOMEOWNER, actor: expect.objectContaining({ userId: HOMEOWNER }) }),
    );
  });

  it('says how messages reach the homeowner as she last chose', async () => {
    const token = await accessTokenFor(suite.t, 'homeowner@example.com');
    const changed = await suite.t.app.inject({
      method: 'PUT',
      url: '/api/account/messagePreferences',
      headers: bearer(token),
      payload: { choices: [{ kind: 'receipts', channel: 'email', on: false }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const summary = await summaryOf('homeowner@example.com');
    expect(summary.messages?.kinds.find((k) => k.kind === 'receipts')?.channels).toEqual([
      { channel: 'email', chosen: false, sent: false },
    ]);
    await suite.t.app.inject({
      method: 'PUT',
      url: '/api/account/messagePreferences',
      headers: bearer(token),
      payload: { choices: [{ kind: 'receipts', channel: 'email', on: true }] },
    });
  });

  it('gives each person only their own: the agent their orders, the contractor their agreement and uploads', async () => {
    const agent = await summaryOf('agent@example.com');
    expect(agent.profile.email).toBe('agent@example.com');
    expect(agent.contracts.map((c) => c.policyNumber)).not.toContain('HW-20418837');
    expect(agent.contracts.every((c) => !c.isOwner)).toBe(true);
    expect(JSON.stringify(agent)).not.toContain('homeowner@example.com');
    expect(agent.savedCards).toEqual([]);
    expect(agent.messages).toBeNull();

    const contractor = await summaryOf('contractor@example.com');
    expect(contractor.profile).toMatchObject({ email: 'contractor@example.com', userType: 'contractor' });
    expect(contractor.contracts).toEqual([]);
    expect(contractor.consents.map((c) => c.kind)).toContain('serviceAgreement');
    expect(contractor.files).toEqual([{ fileName: 'leak under sink.png', createdAt: expect.any(String) }]);
  });
});

describe('delete my account', () => {
  const suite = testAppWithPhotos([[HOMEOWNER, 'homeowner-photo.png']]);

  const deleteAccount = (token: string, payload: object) =>
    suite.t.app.inject({ method: 'POST', url: '/api/account/deletionRequest', headers: bearer(token), payload });

  it('asks for the password and checks it', async () => {
    const token = await accessTokenFor(suite.t, 'homeowner@example.com');
    const missing = await deleteAccount(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'password', code: 'validation' })]);
    const wrong = await deleteAccount(token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([expect.objectContaining({ field: 'password', code: 'invalidCredentials' })]);
  });

  it('refuses while a claim is open and an invoice is past due, saying both', async () => {
    const res = await deleteAccount(await accessTokenFor(suite.t, 'homeowner@example.com'), { password: PASSWORD });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as { code: string; message: string }[];
    expect(errors.map((e) => e.code)).toEqual(['accountDeletionRefused', 'accountDeletionRefused']);
    expect(errors[0]?.message).toContain('SR-300954');
    expect(errors[1]?.message).toContain('$64.99');
    const [user] = await suite.t.database.db
      .select()
      .from(suite.t.database.t.users)
      .where(eq(suite.t.database.t.users.id, HOMEOWNER));
    expect(user?.email).toBe('homeowner@example.com');
  });

  it('refuses staff accounts', async () => {
    const res = await deleteAccount(await accessTokenFor(suite.t, 'staff@example.com'), { password: PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].code).toBe('accountDeletionRefused');
  });

  it('erases the person, keeps the financial records, ends sessions and sign-in, and mails the address', async () => {
    const { db, t: tables } = suite.t.database;
    await suite.t.database.transaction(async (tx) => {
      await tx
        .update(tables.serviceRequests)
        .set({ closedAt: new Date(), status: 'cancelled' })
        .where(eq(tables.serviceRequests.serviceRequestId, 'sr-homeowner-0002'));
      await tx
        .update(tables.invoices)
        .set({ status: 'paid', paidAt: new Date() })
        .where(eq(tables.invoices.invoiceId, 'inv-homeowner-0002'));
    });
    const session = (await signIn(suite.t, 'homeowner@example.com')).json();
    // The contractor's search pages are read (and kept by ticket version) before the erasure.
    const contractor = await accessTokenFor(suite.t, 'contractor@example.com');
    const searched = async () => {
      const items: DispatchTicket[] = [];
      for (let page = 0; ; page++) {
        const res = await suite.t.app.inject({
          method: 'POST',
          url: '/api/contractor/dispatch/search',
          headers: bearer(contractor),
          payload: { page, contractorStatus: 'all' },
        });
        const body = res.json() as DispatchSearchResponse;
        items.push(...body.items);
        if (body.items.length === 0 || items.length >= body.totalItems) return items;
      }
    };
    const photoOnPage = (items: DispatchTicket[]) =>
      items.some((item) => item.files.some((file) => file.fileName === 'leak under sink.png'));
    const [photoTicket] = await db
      .select({ contractorUserId: tables.dispatchTickets.contractorUserId })
      .from(tables.dispatchFiles)
      .innerJoin(tables.dispatchTickets, eq(tables.dispatchTickets.dispatchId, tables.dispatchFiles.dispatchId))
      .where(eq(tables.dispatchFiles.uploadedByUserId, HOMEOWNER));
    const before = await searched();
    if (photoTicket?.contractorUserId === 'u-contractor-0001') expect(photoOnPage(before)).toBe(true);
    const invoicesBefore = await db
      .select()
      .from(tables.invoices)
      .where(eq(tables.invoices.contractId, 'c-homeowner-0001'));

    const res = await deleteAccount(session.access_token, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('law requires');
    expect(res.json().kept.length).toBeGreaterThan(0);
    await suite.t.app.idle();

    const [user] = await db.select().from(tables.users).where(eq(tables.users.id, HOMEOWNER));
    expect(user).toMatchObject({
      email: erasedEmail(HOMEOWNER),
      firstName: 'Erased',
      lastName: '',
      phones: [],
      passwordHash: null,
    });
    expect(user?.erasedAt).toBeInstanceOf(Date);
    // Financial records keep their ids and amounts.
    const [contract] = await db
      .select()
      .from(tables.contracts)
      .where(eq(tables.contracts.contractId, 'c-homeowner-0001'));
    expect(contract?.ownerUserId).toBe(HOMEOWNER);
    const invoicesAfter = await db
      .select()
      .from(tables.invoices)
      .where(eq(tables.invoices.contractId, 'c-homeowner-0001'));
    expect(invoicesAfter.map((i) => [i.invoiceId, i.amountCents]).sort()).toEqual(
      invoicesBefore.map((i) => [i.invoiceId, i.amountCents]).sort(),
    );
    const payments = await db
      .select()
      .from(tables.policyPayments)
      .where(eq(tables.policyPayments.contractId, 'c-homeowner-0001'));
    expect(payments).toHaveLength(6);
    for (const payment of payments) expect(payment).toMatchObject({ amountCents: 6499, creditCardId: null });
    // Cards gone here and at the gateway; notices and photos gone.
    expect(await db.select().from(tables.paymentMethods).where(eq(tables.paymentMethods.userId, HOMEOWNER))).toEqual(
      [],
    );
    expect(await suite.t.app.paymentGateway.listPaymentProfiles('cp-demo-homeowner')).toEqual([]);
    expect(await db.select().from(tables.notices).where(eq(tables.notices.userId, HOMEOWNER))).toEqual([]);
    expect(
      await db.select().from(tables.dispatchFiles).where(eq(tables.dispatchFiles.uploadedByUserId, HOMEOWNER)),
    ).toEqual([]);
    expect(await suite.t.app.fileStorage.get('homeowner-photo.png')).toBeUndefined();
    // The tickets the erasure changed took the next version: the search answers them as they are now.
    const after = await searched();
    expect(photoOnPage(after)).toBe(false);
    const rows = await db
      .select({ dispatchId: tables.dispatchTickets.dispatchId, customerName: tables.dispatchTickets.customerName })
      .from(tables.dispatchTickets)
      .where(eq(tables.dispatchTickets.contractorUserId, 'u-contractor-0001'));
    const nameOf = new Map(rows.map((row) => [row.dispatchId, row.customerName]));
    for (const item of after) expect(item.customerName).toBe(nameOf.get(item.dispatchId));
    expect(after.filter((item, i) => item.version !== before[i]?.version).length).toBeGreaterThan(0);
    // Sessions end: the refresh token and the access token are refused, and the old sign-in no longer works.
    const refreshed = await suite.t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { grant_type: 'refresh_token', refresh_token: session.refresh_token, fingerprint: 'f' },
    });
    expect(refreshed.statusCode).toBe(401);
    const open = await db.select().from(tables.refreshTokens).where(eq(tables.refreshTokens.userId, HOMEOWNER));
    expect(open.every((row) => row.revokedAt !== null)).toBe(true);
    const account = await suite.t.app.inject({
      method: 'GET',
      url: '/api/account/user',
      headers: bearer(session.access_token),
    });
    expect(account.statusCode).toBe(401);
    expect((await signIn(suite.t, 'homeowner@example.com')).statusCode).toBe(401);
    // The confirmation went to the address before it was erased.
    const [mail] = await db
      .select()
      .from(tables.emailOutbox)
      .where(eq(tables.emailOutbox.to, 'homeowner@example.com'))
      .orderBy(desc(tables.emailOutbox.createdAt));
    expect(mail?.subject).toContain('account is deleted');
    expect(mail?.text).toContain('Contracts, invoices and payments');
    expectBrandedMail(mail!);

    const audit = await auditOf(suite.t, 'accountErasure');
    expect(audit[0]).toMatchObject({ target: HOMEOWNER, detail: { requestedBy: 'self' } });
  });
});

describe('privacy requests through the state notice', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await accessTokenFor(t, 'staff@example.com');
  });
  afterAll(async () => t.close());

  const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/privacy/dataRequest', payload });
  const list = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/staff/dataRequests', ...(token ? { headers: bearer(token) } : {}) });
  const complete = (id: string, payload: object, token = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/dataRequests/${id}/complete`,
      headers: bearer(token),
      payload,
    });

  it('names every missing or bad field', async () => {
    const empty = await submit({});
    expect(empty.statusCode).toBe(400);
    expect((empty.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'email',
      'name',
      'requestType',
      'stateCode',
    ]);
    const bad = await submit({ name: 'Pat', email: 'pat@', stateCode: 'ZZ', requestType: 'erase' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', message: 'Email address is invalid.' }),
        expect.objectContaining({ field: 'stateCode', message: 'Please choose a US state.' }),
        expect.objectContaining({ field: 'requestType' }),
      ]),
    );
  });

  it('keeps a request, acknowledges it by e-mail and logs it; a filled honeypot is not kept', async () => {
    const res = await submit({
      name: 'Alex Agent',
      email: 'Agent@Example.com',
      stateCode: 'tx',
      requestType: 'deletion',
      details: 'Please delete my account.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const robot = await submit({
      name: 'Robot',
      email: 'robot@example.net',
      stateCode: 'CA',
      requestType: 'access',
      website: 'http://spam.example',
    });
    expect(robot.statusCode).toBe(200);
    const { db, t: tables } = t.database;
    const rows = await db.select().from(tables.dataRequests);
    expect(rows).toEqual([expect.objectContaining({ email: 'agent@example.com', stateCode: 'TX', status: 'open' })]);
    const mail = await db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, 'agent@example.com'));
    expect(mail.map((m) => m.subject)).toContain('We received your privacy request');
    expect(await db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.to, 'robot@example.net'))).toEqual(
      [],
    );
    expect((await auditOf(t, 'dataRequestMade'))[0]).toMatchObject({ actor: null, target: rows[0]?.id });
  });

  it('is listed for staff only', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(await accessTokenFor(t, 'homeowner@example.com'))).statusCode).toBe(403);
    const res = await list(staff);
    expect(res.statusCode).toBe(200);
    const [item] = (res.json() as DataRequestList).items;
    expect(item).toMatchObject({ requestType: 'deletion', status: 'open', matchingUserId: 'u-agent-0001' });
  });

  it('is completed by staff with an outcome, erasing the matching account for a deletion', async () => {
    const [item] = (await list(staff).then((r) => r.json() as DataRequestList)).items;
    const id = item?.dataRequestId ?? '';
    expect((await complete(id, { outcome: 'Done.' }, await accessTokenFor(t, 'agent@example.com'))).statusCode).toBe(
      403,
    );
    const blank = await complete(id, { outcome: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].field).toBe('outcome');
    expect((await complete('dr-none', { outcome: 'Done.' })).statusCode).toBe(404);

    const res = await complete(id, { outcome: 'Verified by phone; account erased.', eraseAccount: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as DataRequest).toMatchObject({
      status: 'completed',
      outcome: 'Verified by phone; account erased.',
      accountErased: true,
      completedByUserId: 'u-staff-0001',
    });
    expect((await complete(id, { outcome: 'Again.' })).statusCode).toBe(422);
    expect((await signIn(t, 'agent@example.com')).statusCode).toBe(401);
    // Staff can no longer act as the erased account, nor find it.
    const actAs = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/as/u-agent-0001',
      headers: bearer(staff),
    });
    expect(actAs.statusCode).toBe(404);
    const { db, t: tables } = t.database;
    const [agent] = await db.select().from(tables.users).where(eq(tables.users.id, 'u-agent-0001'));
    expect(agent?.email).toBe(erasedEmail('u-agent-0001'));
    // The agent's orders stay, with their ids and amounts.
    const orders = await db.select().from(tables.contracts).where(eq(tables.contracts.orderedByUserId, 'u-agent-0001'));
    expect(orders.length).toBeGreaterThan(0);
    const mails = await db
      .select()
      .from(tables.emailOutbox)
      .where(and(eq(tables.emailOutbox.to, 'agent@example.com')));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your privacy request is complete', expect.stringContaining('account is deleted')]),
    );
    expect((await auditOf(t, 'dataRequestComplete'))[0]).toMatchObject({
      target: id,
      actor: { userId: 'u-staff-0001' },
      detail: { requestType: 'deletion', outcome: 'Verified by phone; account erased.' },
    });
    expect((await auditOf(t, 'accountErasure'))[0]).toMatchObject({
      target: 'u-agent-0001',
      detail: { requestedBy: 'staff', dataRequestId: id },
    });
  });
});
