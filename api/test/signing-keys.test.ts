/**
 * Access-token keys shared through the database: two app instances on one database (as two processes)
 * honour each other's tokens with no JWT_SECRET set, tokens name their key (`kid`), and a rotation keeps
 * the previous key's tokens valid until they expire while new tokens use the new key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/plugins/auth.ts';
import { liveAccessTokenKeys, rotateAccessTokenKey, SERVER_SECRET_KID } from '../src/plugins/signing-keys.ts';
import { freshDatabase, type TestDatabase } from './helper.ts';

const TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;
let shared: TestDatabase;
const instances: { app: FastifyInstance; database: Database; dir: string }[] = [];

async function startInstance(): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'hw-keys-'));
  const database = createDatabase(shared.url);
  const app = await buildApp(loadConfig({ DATA_DIR: dir }), database);
  await app.ready();
  instances.push({ app, database, dir });
  return app;
}

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    payload: { grant_type: 'password', username: 'homeowner@example.com', password: 'demo-password', fingerprint: 'd' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

const kidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString('utf8')).kid as string;

const readUser = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/account/user', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  shared = await freshDatabase();
});
afterAll(async () => {
  for (const { app, database, dir } of instances) {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
  await shared.drop();
});

describe('signing keys in the database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  it('two instances started together create one key and honour each other’s tokens', async () => {
    [first, second] = await Promise.all([startInstance(), startInstance()]);
    const fromFirst = await signIn(first);
    const fromSecond = await signIn(second);
    expect(kidOf(fromFirst)).toBe(kidOf(fromSecond));
    expect((await readUser(second, fromFirst)).statusCode).toBe(200);
    expect((await readUser(first, fromSecond)).statusCode).toBe(200);
    const rows = await shared.database.db.select().from(shared.database.t.signingKeys);
    expect(rows.map((row) => row.kid).sort()).toEqual(['k-initial', SERVER_SECRET_KID]);
  });

  it('after a rotation, new tokens name the new key and tokens of the previous key stay valid', async () => {
    const before = await signIn(first);
    const kid = await rotateAccessTokenKey(shared.database, TTL_MS);
    // A process started after the rotation signs with the new key at once.
    const third = await startInstance();
    const after = await signIn(third);
    expect(kidOf(after)).toBe(kid);
    expect(kidOf(before)).not.toBe(kid);
    // The others have not reloaded yet: a token naming a key they do not know makes them look it up.
    for (const app of [first, second, third]) {
      expect((await readUser(app, after)).statusCode).toBe(200);
      expect((await readUser(app, before)).statusCode).toBe(200);
    }
  });

  it('a token signed with a key replaced longer ago than a token lives is refused', async () => {
    const token = await signIn(first);
    const kid = await rotateAccessTokenKey(shared.database, TTL_MS);
    // Move the clock back: the new key was created more than a token's life ago, every older key before it.
    const { t } = shared.database;
    const replacedAt = new Date(Date.now() - TTL_MS - 120_000);
    await shared.database.transaction(async (tx) => {
      await tx.update(t.signingKeys).set({ createdAt: new Date(replacedAt.getTime() - 60_000) });
      await tx.update(t.signingKeys).set({ createdAt: replacedAt }).where(eq(t.signingKeys.kid, kid));
    });
    const fresh = await startInstance();
    expect(kidOf(token)).not.toBe(kid);
    const res = await readUser(fresh, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('unauthorized');
    expect((await readUser(fresh, await signIn(fresh))).statusCode).toBe(200);
  });

  it('a token naming a key that never existed is refused', async () => {
    const token = await signIn(first);
    const [header = '', payload = '', signature = ''] = token.split('.');
    const forged = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    const renamed = Buffer.from(JSON.stringify({ ...forged, kid: 'k-unknown' })).toString('base64url');
    expect((await readUser(first, `${renamed}.${payload}.${signature}`)).statusCode).toBe(401);
  });
});

describe('liveAccessTokenKeys', () => {
  const key = (kid: string, minutesAgo: number) => ({
    kid,
    secret: kid,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });

  it('keeps the newest key and those replaced less than a token’s life (and a minute of clock skew) ago', () => {
    const keys = [key('a', 120), key('b', 40), key('c', 10), key('d', 1)];
    expect(liveAccessTokenKeys(keys, TTL_MS).map((k) => k.kid)).toEqual(['d', 'c', 'b']);
    expect(liveAccessTokenKeys([key('a', 500)], TTL_MS).map((k) => k.kid)).toEqual(['a']);
  });
});
