/** Boots the real app on a fresh copy of the seeded template database. */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { crc32, createDeflate } from 'node:zlib';
import type { ServiceCallStatus } from '@hw/shared';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { setContractCard } from '../src/account/saved-cards.ts';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Database, type DatabaseOptions, type Tables, type Tx } from '../src/db/index.ts';
import { checkResponsesAgainstDocument } from './response-contract.ts';

let counter = 0;

export interface TestDatabase {
  database: Database;
  url: string;
  drop(): Promise<void>;
}

/** A fresh copy of the seeded template on the dialect under test; options reach `createDatabase`. */
export async function freshDatabase(options: DatabaseOptions = {}): Promise<TestDatabase> {
  const templateUrl = inject('templateUrl');
  if (inject('dialect') === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'hw-api-'));
    const file = join(dir, 'test.db');
    copyFileSync(templateUrl.slice('file:'.length), file);
    const url = `file:${file}`;
    const database = createDatabase(url, options);
    return {
      database,
      url,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject('adminUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `hw_t_${process.ppid}_${process.pid}_${++counter}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), options);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The fresh database's URL, for child processes working on it. */
  databaseUrl: string;
  close(): Promise<void>;
}

export async function buildTestApp(env: NodeJS.ProcessEnv = {}, options: BuildOptions = {}): Promise<TestApp> {
  const db = await freshDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-files-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef',
    // The clock's schedules stay off unless a test asks for them.
    JOBS: 'off',
    ...env,
  });
  const app = await buildApp(config, db.database, { jobs: config.jobs, ...options });
  checkResponsesAgainstDocument(app);
  await app.ready();
  return {
    app,
    database: db.database,
    databaseUrl: db.url,
    async close() {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A valid access token for a seeded user, for tests of routes other than sign-in itself. */
export async function accessTokenFor(t: TestApp, email: string): Promise<string> {
  const { database } = t;
  const { eq } = await import('drizzle-orm');
  const [user] = await database.db.select().from(database.t.users).where(eq(database.t.users.email, email));
  if (!user) throw new Error(`No seeded user ${email}`);
  return t.app.issueAccessToken({ userId: user.id, userType: user.userType, roles: user.roles }).token;
}

/** Everyone a claim involves, as the service request and visit tests sign them in. */
export const CLAIM_PARTIES = {
  homeowner: 'homeowner@example.com',
  agent: 'agent@example.com',
  staff: 'staff@example.com',
  contractor: 'contractor@example.com',
  contractor2: 'contractor2@example.com',
};

/**
 * The test app, built with `env` before the file's tests and closed after them, and an access token for each
 * seeded user `emails` names: both ready once the file's `beforeAll` hooks have run.
 */
export function signedInTestApp<Name extends string>(emails: Record<Name, string>, env: NodeJS.ProcessEnv = {}) {
  const ready = { tokens: {} } as { t: TestApp; tokens: Record<Name, string> };
  beforeAll(async () => {
    ready.t = await buildTestApp(env);
    for (const [name, email] of Object.entries<string>(emails)) {
      ready.tokens[name as Name] = await accessTokenFor(ready.t, email);
    }
  });
  afterAll(async () => ready.t.close());
  return ready;
}

/** The token of the status link mailed for a work order. */
export async function statusLinkToken(t: TestApp, workOrderId: string): Promise<string> {
  const { db, t: tables } = t.database;
  const mails = await db
    .select()
    .from(tables.emailOutbox)
    .where(like(tables.emailOutbox.text, `%${workOrderId}?t=%`));
  const token = mails[0]?.text.match(/\/status-update\/[^?\s]+\?t=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no status link mailed for ${workOrderId}`);
  return token;
}

/** The ids a claim written by `insertCoolingClaim` is known by. */
export interface ClaimIds {
  serviceRequestId: string;
  serviceRequestNumber: string;
  workOrderId: string;
  dispatchId: string;
}

/**
 * The seeded homeowner's cooling claim on c-homeowner-0001 written straight to the database, with its ticket at
 * the demo contractor, both in `status`: for the tests of what follows the contractor's diagnosis.
 */
export async function insertCoolingClaim(tx: Tx, t: Tables, ids: ClaimIds, status: ServiceCallStatus): Promise<void> {
  const [trade] = await tx.select({ tradeId: t.trades.tradeId }).from(t.trades).limit(1);
  if (!trade) throw new Error('No seeded trade');
  await tx.insert(t.dispatchTickets).values({
    dispatchId: ids.dispatchId,
    workOrderId: ids.workOrderId,
    contractorUserId: 'u-contractor-0001',
    status,
    workStatus: 'Pending',
    tradeId: trade.tradeId,
    customerName: 'Hannah Holt',
    customerPhone: '512-555-0101',
    address1: '1 Main St',
    city: 'Austin',
    stateCode: 'TX',
    zip: '78701',
    problemDescription: 'Warm air',
    updatedAt: new Date(),
  });
  await tx.insert(t.serviceRequests).values({
    serviceRequestId: ids.serviceRequestId,
    contractId: 'c-homeowner-0001',
    requestedByUserId: 'u-homeowner-0001',
    serviceRequestNumber: ids.serviceRequestNumber,
    itemDescription: 'Air Conditioning / Cooling',
    warrantyItemId: 'si-cooling',
    description: 'Warm air',
    status,
    workOrderId: ids.workOrderId,
  });
}

/** Asks for a password mail for `email` from the client `remoteAddress`, and waits until the mail is written. */
export async function forgotPassword(t: TestApp, email: string, remoteAddress: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/authenticate/forgotPassword',
    remoteAddress,
    payload: { email },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.idle();
}

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body for app.inject(), built by hand so a test controls every byte. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hw-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1x1 PNG and a minimal PDF: real files of the allowed kinds. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A PNG whose header declares `width` × `height` RGBA pixels, over `rows` rows of zeros (all of them unless
 * fewer are asked for). Zeros compress about a thousand to one: 12,000 × 12,000 pixels take 560 KB.
 */
export async function zeroPng(width: number, height: number, rows = height): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const row = Buffer.alloc(width * 4 + 1);
  for (let i = 0; i < rows; i++) deflate.write(row);
  deflate.end();
  await finished(deflate);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Makes a saved card the contract's card as its owner does in their own session (POST
 * /account/payment/setDefaultPaymentMethod): the owner's mandate for the contract's later charges with it.
 */
export async function makeContractCard(tx: Tx, database: Database, contractId: string, creditCardId: string) {
  const { t } = database;
  const [contract] = await tx.select().from(t.contracts).where(eq(t.contracts.contractId, contractId));
  const [card] = await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.creditCardId, creditCardId));
  if (!contract || !card) throw new Error('no such contract or card');
  await setContractCard(tx, t, contract, card, { userId: card.userId, brandName: 'Canyon Home Warranty' });
}

export interface TypedCard {
  cardNumber: string;
  /** MM/YY */
  expirationDate: string;
  cardCode: string;
  billingZip?: string;
}

export interface HostedFormPage {
  statusCode: number;
  body: string;
}

/** Posts the sandbox's hosted card form as a browser would (form fields into the gateway's page). */
export async function postHostedForm(
  app: FastifyInstance,
  formUrl: string,
  fields: Record<string, string>,
): Promise<HostedFormPage> {
  const res = await app.inject({
    method: 'POST',
    url: new URL(formUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { statusCode: res.statusCode, body: res.body };
}

/**
 * A card typed as a payer does it: POST /api/order/getCustomerProfileToken, the card into the sandbox's
 * hosted form (the number goes to the gateway's page, never to /api), then POST
 * /api/order/getCustomerPaymentProfile reads the saved card. Answers that route's answer (its `statusCode`
 * and JSON), and the hosted form's page when it refused the card.
 */
export async function typeCard(
  app: FastifyInstance,
  email: string,
  card: TypedCard,
): Promise<{ statusCode: number; json: Record<string, string>; formPage?: HostedFormPage }> {
  const opened = await app.inject({ method: 'POST', url: '/api/order/getCustomerProfileToken', payload: { email } });
  if (opened.statusCode !== 200) return { statusCode: opened.statusCode, json: opened.json() };
  const { token, hostedFormUrl, hostedFormToken } = opened.json() as Record<string, string>;
  const formUrl = new URL(hostedFormUrl as string);
  const saved = await postHostedForm(
    app,
    `${formUrl.origin}${formUrl.pathname.replace(/addPayment$/, 'savePayment')}`,
    {
      token: hostedFormToken as string,
      billingZip: '78701',
      ...card,
    },
  );
  const res = await app.inject({ method: 'POST', url: '/api/order/getCustomerPaymentProfile', payload: { token } });
  return {
    statusCode: res.statusCode,
    json: res.json(),
    ...(saved.statusCode === 200 ? {} : { formPage: saved }),
  };
}
