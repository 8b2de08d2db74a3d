/**
 * An agent never learns another person's card, on both dialects. The buyer of an order the agent placed has a
 * saved card that pays that contract automatically and has paid its invoice with it; the agent then calls every
 * GET route of the app (the ids of their orders, invoices and users in the path, with and without the usual query)
 * and downloads their data export. No answer and no file names the buyer's card: not its id, and no brand and last
 * four of it, as fields or as words ("Discover ending 4913").
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, makeContractCard, type TestApp } from './helper.ts';

const AGENT_ID = 'u-agent-0001';
const BUYER_ID = 'u-buyer-0001';
const CONTRACT_ID = 'c-agent-0001';
const INVOICE_ID = 'inv-agent-0001';
const POLICY_NUMBER = 'HW-31877420';
const BUYER_CARD = { cardType: 'Discover', lastFour: '4913' };

let t: TestApp;
let agent: string;
let buyerCardId = '';
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    },
  );
  agent = await accessTokenFor(t, 'agent@example.com');
  const { t: tables } = t.database;
  await t.database.transaction(async (tx) => {
    const [card] = await tx
      .insert(tables.paymentMethods)
      .values({
        userId: BUYER_ID,
        customerProfileId: 'cp-buyer-privacy',
        paymentProfileId: 'pp-buyer-privacy',
        ...BUYER_CARD,
        expirationDate: '11/31',
        isDefault: true,
      })
      .returning();
    buyerCardId = card!.creditCardId;
    await makeContractCard(tx, t.database, CONTRACT_ID, buyerCardId);
    await tx.insert(tables.policyPayments).values({
      contractId: CONTRACT_ID,
      invoiceId: INVOICE_ID,
      creditCardId: buyerCardId,
      amountCents: 5_000,
      paymentType: 'escrow',
      gatewayTransactionId: 'tx-buyer-privacy',
    });
  });
});
afterAll(async () => t.close());

/** Where an answer names the buyer's card: its id anywhere, or its last four as a field or in words. */
function leaksIn(text: string): string[] {
  const found: string[] = [];
  if (text.includes(buyerCardId)) found.push('the card id');
  if (new RegExp(`ending ${BUYER_CARD.lastFour}`, 'i').test(text)) found.push('the card in words');
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const fields = value as Record<string, unknown>;
      if (Object.values(fields).includes(BUYER_CARD.lastFour)) found.push(`a card: ${JSON.stringify(fields)}`);
      Object.values(fields).forEach(walk);
    }
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // Not JSON: the words and the id were looked for.
  }
  return found;
}

/** The route's address with the agent's ids in its parameters; none for a route that takes any path. */
function urlsOf(pattern: string): string[] {
  if (pattern.includes('*')) return [];
  const values: Record<string, string[]> = {
    id: [CONTRACT_ID, INVOICE_ID, AGENT_ID, BUYER_ID],
    contractId: [CONTRACT_ID],
    policyId: [CONTRACT_ID],
    invoiceId: [INVOICE_ID],
    userId: [AGENT_ID, BUYER_ID],
  };
  let urls = [pattern];
  for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
    const options = values[name!] ?? ['x'];
    urls = urls.flatMap((url) => options.map((value) => url.replace(`:${name}`, encodeURIComponent(value))));
  }
  const query = `contractIds=${CONTRACT_ID}&contractId=${CONTRACT_ID}&policyId=${CONTRACT_ID}&invoiceId=${INVOICE_ID}`;
  return urls.flatMap((url) => [url, `${url}?${query}`]);
}

/** An export archive's files, by path. */
async function unpack(archive: Buffer): Promise<Map<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'hw-agent-export-'));
  try {
    writeFileSync(join(dir, 'export.tar.gz'), archive);
    await tar.extract({ file: join(dir, 'export.tar.gz'), cwd: dir, strict: true });
    const files = new Map<string, string>();
    const walk = (sub: string) => {
      for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
        const path = join(sub, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (path !== 'export.tar.gz') files.set(path, readFileSync(join(dir, path), 'latin1'));
      }
    };
    walk('');
    return files;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('what an agent gets', () => {
  it('the buyer’s card pays the contract and paid its invoice: the buyer sees it', async () => {
    const buyer = await accessTokenFor(t, 'brooke.buyer@example.com');
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/account/invoices/${INVOICE_ID}/details`,
      headers: bearer(buyer),
    });
    expect(leaksIn(details.body)).toContain('the card in words');
    const cards = await t.app.inject({ method: 'GET', url: '/api/account/payment/info', headers: bearer(buyer) });
    expect(cards.json()).toEqual([
      expect.objectContaining({
        creditCard: expect.objectContaining({ creditCardId: buyerCardId, policyNumber: [POLICY_NUMBER] }),
      }),
    ]);
  });

  it('names the buyer’s card in no answer of any GET route', async () => {
    const gets = routes.filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        // The live stream stays open; it carries only {kind, id} (api/test/live.test.ts).
        route.url !== '/api/live',
    );
    expect(gets.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    let answered = 0;
    for (const route of gets) {
      for (const url of urlsOf(route.url)) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(agent) });
        if (res.statusCode === 200) answered += 1;
        for (const leak of leaksIn(res.body)) leaks.push(`${url}: ${leak}`);
      }
    }
    expect(leaks).toEqual([]);
    // The agent's own order, its invoice, their order list and their export among them.
    expect(answered).toBeGreaterThan(10);
  });

  it('names the buyer’s card in no file of the agent’s data export', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/dataExport', headers: bearer(agent) });
    expect(res.statusCode).toBe(200);
    const files = await unpack(res.rawPayload);
    expect([...files.keys()].some((path) => path.endsWith('contracts.json'))).toBe(true);
    const leaks = [...files].flatMap(([path, text]) => leaksIn(text).map((leak) => `${path}: ${leak}`));
    expect(leaks).toEqual([]);
    const contracts = JSON.parse([...files].find(([path]) => path.endsWith('contracts.json'))![1]);
    expect(JSON.stringify(contracts)).toContain(CONTRACT_ID);
  });
});
