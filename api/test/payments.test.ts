/**
 * Card payments through the sandbox gateway: the profile token, cards typed into the sandbox's hosted card
 * form and read back by the API, the form's refusals, charges and voids, and the privacy promise: no card
 * number or security code in the database, a log line, the form's pages or an answer. The log is captured at
 * trace level from the app's own logger, which the sandbox's form routes log with too.
 */
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from '@hw/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayInTransactionError, GatewayUnavailableError, type PaymentGateway } from '../src/payments/gateway.ts';
import { newReferenceId } from '../src/payments/intents.ts';
import { GATEWAY_UNAVAILABLE_MESSAGE } from '../src/payments/plugin.ts';
import { PROFILE_TOKEN_TTL_MS, paymentMessages, profileTokenKey, signProfileToken } from '../src/payments/routes.ts';
import { FUTURE_EXPIRY } from './billing-helpers.ts';
import { buildTestApp, postHostedForm, type TestApp } from './helper.ts';

const AMEX_CARD = '378282246310005';
const LUHN_INVALID_CARD = '4111111111111112';
const VISA_CODE = '739';
const AMEX_CODE = '6027';
const WRONG_LENGTH_CODE = '9184';
const CARD_NUMBERS = [SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD, AMEX_CARD, LUHN_INVALID_CARD];
const SECURITY_CODES = [VISA_CODE, AMEX_CODE, WRONG_LENGTH_CODE];

/** The secrets a text holds: a card number in any spacing, or a security code standing on its own. */
function secretsIn(text: string): string[] {
  const squeezed = text.replace(/[\s-]/g, '');
  return [
    ...CARD_NUMBERS.filter((number) => squeezed.includes(number)),
    ...SECURITY_CODES.filter((code) => new RegExp(`(?<![\\w.])${code}(?![\\w.])`).test(text)),
  ];
}

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'trace';
  try {
    t = await buildTestApp({}, { logger: true });
  } finally {
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  }
  // Request loggers are children of app.log and share its pino stream: capture what it is given.
  type Stream = { write(line: string): boolean };
  const loggers = [t.app.log, Object.getPrototypeOf(t.app.log)] as Record<symbol, Stream>[];
  const found = loggers.flatMap((logger) =>
    Object.getOwnPropertySymbols(logger)
      .filter((key) => key.description === 'pino.stream')
      .map((key) => logger[key] as Stream),
  );
  expect(found.length, 'the app logger has a pino stream').toBeGreaterThan(0);
  for (const stream of found) {
    stream.write = (line) => logLines.push(line) > 0;
  }
});
afterAll(async () => t.close());

/** Every value of every table, as text: table.column=value. */
async function everyStoredValue(): Promise<string[]> {
  const { database } = t;
  type Row = Record<string, unknown>;
  const pgDb = database.db as unknown as { execute(query: SQL): Promise<{ rows: Row[] }> };
  const rowsOf = async (query: SQL): Promise<Row[]> =>
    database.dialect === 'sqlite' ? (database.db.all(query) as Row[]) : (await pgDb.execute(query)).rows;
  const tables = (
    await rowsOf(
      database.dialect === 'sqlite'
        ? sql`SELECT name FROM sqlite_master WHERE type = 'table'`
        : sql`SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
              WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
    )
  ).map((row) => String(row.name));
  expect(tables.length).toBeGreaterThan(10);
  const values: string[] = [];
  for (const table of tables) {
    const quoted = table
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
    for (const row of await rowsOf(sql.raw(`SELECT * FROM ${quoted}`))) {
      for (const [column, value] of Object.entries(row)) {
        const text =
          value !== null && typeof value === 'object' && !(value instanceof Date)
            ? JSON.stringify(value)
            : String(value);
        values.push(`${table}.${column}=${text}`);
      }
    }
  }
  return values;
}

const storedSecrets = async () => (await everyStoredValue()).filter((value) => secretsIn(value).length > 0);
let secretsBefore: string[];

let buyers = 0;
interface Opened {
  customerProfileId: string;
  token: string;
  hostedFormUrl: string;
  hostedFormToken: string;
}
/** Each payer a new address: one address opens only a few profiles in a quarter hour (429 after). */
async function profileToken(email = `buyer.${++buyers}@example.com`): Promise<Opened> {
  const res = await t.app.inject({ method: 'POST', url: '/api/order/getCustomerProfileToken', payload: { email } });
  expect(res.statusCode, res.body).toBe(200);
  expect(secretsIn(res.body)).toEqual([]);
  return res.json() as Opened;
}

const saveUrl = (opened: Opened) => opened.hostedFormUrl.replace(/addPayment$/, 'savePayment');

/** Types the card into the sandbox's hosted card form, as the payer's browser posts it into the gateway's frame. */
async function typeIntoForm(opened: Opened, card: Record<string, string>) {
  const fields = {
    token: opened.hostedFormToken,
    expirationDate: FUTURE_EXPIRY,
    cardCode: VISA_CODE,
    billingZip: '78701',
    ...card,
  };
  const page = await postHostedForm(t.app, saveUrl(opened), fields);
  // The form shows everyone the sandbox's test number as a hint; what matters is that it echoes nothing typed.
  const shown = page.body.replace(/<p class="note">[^<]*<\/p>/, '');
  expect(secretsIn(shown), 'the form’s page holds no card secret').toEqual([]);
  return page;
}

/** Reads the card last saved under the token's profile, as our page does once the form says it saved one. */
async function readCard(token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/order/getCustomerPaymentProfile', payload: { token } });
  expect(secretsIn(res.body), 'the answer holds no card secret').toEqual([]);
  return res;
}

/** A card typed into the hosted form, then read back by the API. */
async function addCard(opened: Opened, card: Record<string, string>) {
  const page = await typeIntoForm(opened, card);
  expect(page.statusCode, page.body).toBe(200);
  return readCard(opened.token);
}

/** The fields the form's refusal page marks, in the form's order. */
const refusedFields = (page: string) => [...page.matchAll(/<p class="error" id="(\w+)-error"/g)].map((m) => m[1]);

const noCardSaved = {
  hasErrors: true,
  errors: [{ field: 'token', message: paymentMessages.noCardSaved, code: 'validation' }],
};

describe('card payments through the sandbox gateway', () => {
  // What the seeded database already holds that looks like a card secret, so the last checks see only new rows.
  beforeAll(async () => {
    secretsBefore = await storedSecrets();
  });

  it('opens a customer profile for anyone and adds an approved card to it', async () => {
    const opened = await profileToken();
    const { customerProfileId, token } = opened;
    expect(customerProfileId).toMatch(/\S/);
    const res = await addCard(opened, { cardNumber: '4111 1111 1111 1111' });
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(card).toEqual({
      authNetProfileId: customerProfileId,
      authNetPaymentProfileId: expect.any(String),
      cardType: 'visa',
      lastFour: '1111',
      expirationDate: FUTURE_EXPIRY,
      profileToken: token,
    });

    const charge = await t.app.paymentGateway.chargeProfile({
      customerProfileId,
      paymentProfileId: card.authNetPaymentProfileId,
      amountCents: 42500,
      description: 'First payment',
      referenceId: newReferenceId(),
    });
    expect(charge).toEqual({ approved: true, transactionId: expect.any(String) });
    if (!charge.approved) return;
    expect(await t.app.paymentGateway.voidTransaction(charge.transactionId)).toEqual({ voided: true });
    expect(await t.app.paymentGateway.voidTransaction(charge.transactionId)).toEqual({ voided: true });
    expect(await t.app.paymentGateway.voidTransaction('no-such-transaction')).toEqual({
      voided: false,
      reason: 'notFound',
    });
  });

  it('accepts the declining test card as a payment profile and declines the charge', async () => {
    const opened = await profileToken();
    const { customerProfileId } = opened;
    const res = await addCard(opened, { cardNumber: SANDBOX_DECLINED_CARD });
    expect(res.statusCode, res.body).toBe(200);
    const paymentProfileId = res.json().authNetPaymentProfileId as string;
    expect(res.json()).toMatchObject({ cardType: 'visa', lastFour: '0002' });

    // A second card typed in the same form: the API reads the one saved last.
    const amex = await addCard(opened, { cardNumber: AMEX_CARD, cardCode: AMEX_CODE });
    expect(amex.statusCode, amex.body).toBe(200);
    expect(amex.json()).toMatchObject({ cardType: 'amex', lastFour: '0005' });
    const profiles = await t.app.paymentGateway.listPaymentProfiles(customerProfileId);
    expect(profiles.map((profile) => profile.lastFour).sort()).toEqual(['0002', '0005']);

    const charge = { customerProfileId, paymentProfileId, amountCents: 3999, description: 'First payment' };
    expect(await t.app.paymentGateway.chargeProfile({ ...charge, referenceId: newReferenceId() })).toEqual({
      approved: false,
      reason: 'declined',
    });
    const stranger = { ...charge, customerProfileId: 'someone-else', referenceId: newReferenceId() };
    expect(await t.app.paymentGateway.chargeProfile(stranger)).toEqual({
      approved: false,
      reason: 'paymentProfileNotFound',
    });
  });

  it('refuses to be called inside a database transaction', async () => {
    const { customerProfileId } = await profileToken();
    await expect(
      t.database.transaction(async () =>
        t.app.paymentGateway.chargeProfile({
          customerProfileId,
          paymentProfileId: 'x',
          amountCents: 100,
          description: '',
          referenceId: newReferenceId(),
        }),
      ),
    ).rejects.toBeInstanceOf(GatewayInTransactionError);
  });

  it.each([
    [
      'a number that fails the Luhn check',
      { cardNumber: LUHN_INVALID_CARD },
      'cardNumber',
      'The card number is not valid.',
    ],
    [
      'a number with letters in it',
      { cardNumber: '4111 1111 1111 111a' },
      'cardNumber',
      'The card number is not valid.',
    ],
    [
      'an expired card',
      { cardNumber: SANDBOX_APPROVED_CARD, expirationDate: '01/20' },
      'expirationDate',
      'The card has expired.',
    ],
    [
      'four digits for a visa',
      { cardNumber: SANDBOX_APPROVED_CARD, cardCode: WRONG_LENGTH_CODE },
      'cardCode',
      'The security code is not valid.',
    ],
    [
      'three digits for an amex',
      { cardNumber: AMEX_CARD, cardCode: VISA_CODE },
      'cardCode',
      'The security code is not valid.',
    ],
    [
      'a billing zip code of four digits',
      { cardNumber: SANDBOX_APPROVED_CARD, billingZip: '7870' },
      'billingZip',
      'Please enter the 5-digit billing zip code.',
    ],
    [
      'no billing zip code',
      { cardNumber: SANDBOX_APPROVED_CARD, billingZip: '' },
      'billingZip',
      'Please enter the 5-digit billing zip code.',
    ],
  ])('refuses %s in the hosted form, on that field, saving nothing', async (_case, card, field, message) => {
    const opened = await profileToken();
    const page = await typeIntoForm(opened, card);
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain(message);
    expect(refusedFields(page.body)).toEqual([field]);
    expect(page.body).not.toContain('successfulSave');
    expect(await t.app.paymentGateway.listPaymentProfiles(opened.customerProfileId)).toEqual([]);
    const res = await readCard(opened.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(noCardSaved);
  });

  it('names every bad field of the card at once', async () => {
    const opened = await profileToken();
    const fieldsOf = async (card: Record<string, string>) => {
      const page = await typeIntoForm(opened, card);
      expect(page.statusCode).toBe(422);
      return refusedFields(page.body);
    };
    const past = { expirationDate: '02/21' };
    expect(await fieldsOf({ ...past, cardNumber: SANDBOX_APPROVED_CARD, cardCode: WRONG_LENGTH_CODE })).toEqual([
      'expirationDate',
      'cardCode',
    ]);
    // With no valid number the brand is unknown: four digits may be an amex code, so only the number is named.
    expect(await fieldsOf({ ...past, cardNumber: LUHN_INVALID_CARD, cardCode: WRONG_LENGTH_CODE })).toEqual([
      'cardNumber',
      'expirationDate',
    ]);
    expect(await fieldsOf({ ...past, cardNumber: LUHN_INVALID_CARD, cardCode: '1', billingZip: 'x' })).toEqual([
      'cardNumber',
      'expirationDate',
      'cardCode',
      'billingZip',
    ]);
    expect(await t.app.paymentGateway.listPaymentProfiles(opened.customerProfileId)).toEqual([]);
    expect((await readCard(opened.token)).json()).toEqual(noCardSaved);
  });

  it('refuses a tampered, foreign, expired or malformed token', async () => {
    const opened = await profileToken();
    const { token } = opened;
    const saved = await typeIntoForm(opened, { cardNumber: SANDBOX_APPROVED_CARD });
    expect(saved.statusCode, saved.body).toBe(200);
    const [body = '', mac = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const otherProfile = Buffer.from(JSON.stringify({ ...claims, p: 'another-profile' })).toString('base64url');
    const key = profileTokenKey(t.app.keyRing.serverSecret);
    const expired = signProfileToken(key, claims.p, Date.now() - PROFILE_TOKEN_TTL_MS - 1000);
    const foreign = signProfileToken(profileTokenKey('another-secret-0123456789-0123456789'), claims.p);
    for (const bad of [
      `${otherProfile}.${mac}`,
      `${body}.${mac.slice(0, -2)}AA`,
      expired,
      foreign,
      'x',
      `${token}.x`,
      // The hosted form's token opens the form, not the card.
      opened.hostedFormToken,
    ]) {
      const res = await readCard(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({
        hasErrors: true,
        errors: [{ field: 'token', message: paymentMessages.tokenInvalid, code: 'validation' }],
      });
    }
    const fresh = await readCard(signProfileToken(key, claims.p, Date.now() - PROFILE_TOKEN_TTL_MS + 60_000));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ authNetProfileId: opened.customerProfileId, lastFour: '1111' });
  });

  it('does not echo the card in the form’s refusals, nor take one sent to the API anyway', async () => {
    const opened = await profileToken();
    const tooLong = await typeIntoForm(opened, { cardNumber: `${SANDBOX_APPROVED_CARD} ${SANDBOX_APPROVED_CARD}` });
    expect(tooLong.statusCode).toBe(422);
    expect(refusedFields(tooLong.body)).toEqual(['cardNumber']);
    const badCode = await typeIntoForm(opened, { cardNumber: SANDBOX_APPROVED_CARD, cardCode: `${VISA_CODE}x` });
    expect(badCode.statusCode).toBe(422);
    expect(refusedFields(badCode.body)).toEqual(['cardCode']);

    // A card number posted to the API, as an old page would: not taken, not kept, not echoed.
    const sentAnyway = await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      payload: {
        token: opened.token,
        cardNumber: SANDBOX_APPROVED_CARD,
        expirationDate: FUTURE_EXPIRY,
        cardCode: VISA_CODE,
      },
    });
    expect(sentAnyway.statusCode).toBe(400);
    expect(sentAnyway.json()).toEqual(noCardSaved);
    expect(secretsIn(sentAnyway.body)).toEqual([]);
    expect(await t.app.paymentGateway.listPaymentProfiles(opened.customerProfileId)).toEqual([]);

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/order/getCustomerPaymentProfile',
      headers: { 'content-type': 'application/json' },
      payload: `{"token":"${opened.token}","cardNumber":${SANDBOX_APPROVED_CARD}x,"cardCode":"${VISA_CODE}"}`,
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors[0].code).toBe('invalidJson');
    expect(secretsIn(notJson.body)).toEqual([]);
  });

  it('answers 502 when the gateway cannot be reached, and 500 without details when it fails', async () => {
    const gateway = t.app.paymentGateway as { -readonly [K in keyof PaymentGateway]: PaymentGateway[K] };
    const unavailable = async () => {
      throw new GatewayUnavailableError('connect ECONNREFUSED');
    };
    const failing = async () => {
      throw new Error('the gateway answered something unexpected');
    };
    const gatewayError = {
      hasErrors: true,
      errors: [{ message: GATEWAY_UNAVAILABLE_MESSAGE, code: 'paymentGatewayError' }],
    };
    const open = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/getCustomerProfileToken',
        payload: { email: `buyer.${++buyers}@example.com` },
      });

    // Reading the saved card back.
    const opened = await profileToken();
    expect((await typeIntoForm(opened, { cardNumber: SANDBOX_APPROVED_CARD })).statusCode).toBe(200);
    const { listPaymentProfiles, createCustomerProfile, hostedCardForm } = gateway;
    try {
      gateway.listPaymentProfiles = unavailable;
      const read = await readCard(opened.token);
      expect(read.statusCode).toBe(502);
      expect(read.json()).toEqual(gatewayError);
      gateway.listPaymentProfiles = failing;
      const failed = await readCard(opened.token);
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('the gateway answered something unexpected');
    } finally {
      gateway.listPaymentProfiles = listPaymentProfiles;
    }
    expect((await readCard(opened.token)).statusCode).toBe(200);

    // Opening the customer profile, and asking for the hosted form.
    for (const patch of [
      (fail: () => Promise<never>) => {
        gateway.createCustomerProfile = fail;
      },
      (fail: () => Promise<never>) => {
        gateway.hostedCardForm = fail;
      },
    ]) {
      try {
        patch(unavailable);
        const res = await open();
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual(gatewayError);
        patch(failing);
        const failed = await open();
        expect(failed.statusCode).toBe(500);
        expect(failed.body).not.toContain('the gateway answered something unexpected');
      } finally {
        gateway.createCustomerProfile = createCustomerProfile;
        gateway.hostedCardForm = hostedCardForm;
      }
    }
    expect(logLines.some((line) => line.includes('the gateway answered something unexpected'))).toBe(true);
  });

  it('left no card number or security code in any table', async () => {
    const stored = await everyStoredValue();
    expect(stored.some((value) => value.includes('sandbox_payment_profiles.last_four=0002'))).toBe(true);
    expect((await storedSecrets()).filter((value) => !secretsBefore.includes(value))).toEqual([]);
  });

  it('logged every request at trace level without a card number or security code', () => {
    // The cards went to the sandbox's hosted form, which runs in this process and logs with this logger.
    expect(logLines.filter((line) => line.includes('/sandbox-gateway/customer/savePayment')).length).toBeGreaterThan(
      15,
    );
    expect(logLines.filter((line) => line.includes('/api/order/getCustomerPaymentProfile')).length).toBeGreaterThan(20);
    // Request ids are random UUIDs: one may hold a group that reads like a security code ("-9184-").
    const withoutIds = (line: string) =>
      line.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '');
    expect(logLines.filter((line) => secretsIn(withoutIds(line)).length > 0)).toEqual([]);
  });
});
