/**
 * The keys behind the app's signatures, kept in the database so that every API process shares them and
 * nobody copies a secret by hand:
 * - access-token keys (HS256; the token header names its key as `kid`). The newest signs; every key that
 *   is still live verifies.
 * - the server secret (kid `server`), behind the app's other signed values: helper sign-ins and the card
 *   gateway's profile tokens.
 * `JWT_SECRET`, when set, replaces both with one key (kid `env`), as a single process or a fixed setup wants.
 *
 * Rotation (`npm run keys:rotate`, docs/operations.md): a new access-token key is added. Each process
 * reloads the keys every KEY_RELOAD_MS (and at once on a token naming a key it does not know yet), so all
 * sign with the new key within a minute. A replaced key keeps verifying until ACCESS_TOKEN_TTL after its
 * successor was created, so every token it signed stays valid until it expires; the next rotation deletes it.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database, Queryable, Tables } from '../db/index.ts';

export const ENV_KID = 'env';
export const SERVER_SECRET_KID = 'server';
/** The first access-token key: a fixed id, so processes starting together on an empty database create one. */
const INITIAL_KID = 'k-initial';
export const KEY_RELOAD_MS = 60_000;
/** Allowed clock difference between processes. */
const CLOCK_SKEW_MS = 60_000;

export interface SigningKey {
  kid: string;
  secret: string;
  createdAt: Date;
}

const newSecret = () => randomBytes(48).toString('base64url');

/** The access-token keys still able to verify, newest first: the newest, and those replaced less than a token's life ago. */
export function liveAccessTokenKeys(keys: SigningKey[], tokenTtlMs: number, now = Date.now()): SigningKey[] {
  const newestFirst = [...keys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return newestFirst.filter((_key, index) => {
    if (index === 0) return true;
    const replacedAt = (newestFirst[index - 1] as SigningKey).createdAt.getTime();
    return replacedAt + tokenTtlMs + CLOCK_SKEW_MS > now;
  });
}

async function readKeys(db: Queryable, t: Tables): Promise<SigningKey[]> {
  return db
    .select({ kid: t.signingKeys.kid, secret: t.signingKeys.secret, createdAt: t.signingKeys.createdAt })
    .from(t.signingKeys)
    .orderBy(asc(t.signingKeys.createdAt));
}

/** Creates the server secret and the first access-token key unless they exist (safe when processes race). */
async function ensureKeys(database: Database): Promise<void> {
  const now = new Date();
  await database.transaction(async (tx) => {
    await tx
      .insert(database.t.signingKeys)
      .values([
        { kid: SERVER_SECRET_KID, secret: newSecret(), createdAt: now },
        { kid: INITIAL_KID, secret: newSecret(), createdAt: now },
      ])
      .onConflictDoNothing();
  });
}

/** Adds a new access-token key and deletes keys no longer able to verify. Answers the new key's id. */
export async function rotateAccessTokenKey(database: Database, tokenTtlMs: number): Promise<string> {
  await ensureKeys(database);
  const kid = `k-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  await database.transaction(async (tx) => {
    const { t } = database;
    await tx.insert(t.signingKeys).values({ kid, secret: newSecret(), createdAt: new Date() });
    const accessKeys = (await readKeys(tx, t)).filter((key) => key.kid !== SERVER_SECRET_KID);
    const live = new Set(liveAccessTokenKeys(accessKeys, tokenTtlMs).map((key) => key.kid));
    for (const key of accessKeys) {
      if (!live.has(key.kid)) await tx.delete(t.signingKeys).where(eq(t.signingKeys.kid, key.kid));
    }
  });
  return kid;
}

export interface KeyRing {
  /** The key that signs new access tokens. */
  current(): SigningKey;
  /** The live access-token key of this id, reloading the keys once when it is not known yet. */
  find(kid: string | undefined): Promise<SigningKey | undefined>;
  /** The secret behind the app's other signed values. */
  serverSecret: string;
  close(): void;
}

/** The keys of `JWT_SECRET`: one key for everything, never rotated by the app. */
export function fixedKeyRing(secret: string): KeyRing {
  const key: SigningKey = { kid: ENV_KID, secret, createdAt: new Date(0) };
  return {
    current: () => key,
    find: async (kid) => (kid === ENV_KID || kid === undefined ? key : undefined),
    serverSecret: secret,
    close: () => undefined,
  };
}

/** The keys in the database, created on first start and reloaded every KEY_RELOAD_MS. */
export async function databaseKeyRing(database: Database, tokenTtlMs: number): Promise<KeyRing> {
  await ensureKeys(database);
  let serverSecret = '';
  let accessKeys: SigningKey[] = [];
  let reloading: Promise<void> | undefined;

  async function readAll() {
    const keys = await readKeys(database.db, database.t);
    const server = keys.find((key) => key.kid === SERVER_SECRET_KID);
    if (!server) throw new Error('The server secret is missing from signing_keys.');
    serverSecret = server.secret;
    accessKeys = liveAccessTokenKeys(
      keys.filter((key) => key.kid !== SERVER_SECRET_KID),
      tokenTtlMs,
    );
  }
  /** One reload at a time: requests naming unknown keys wait for the one in flight, so random kids cannot flood the database. */
  function reload(): Promise<void> {
    reloading ??= readAll().finally(() => {
      reloading = undefined;
    });
    return reloading;
  }
  await reload();
  const timer = setInterval(() => void reload().catch(() => undefined), KEY_RELOAD_MS);
  timer.unref();

  return {
    current: () => accessKeys[0] as SigningKey,
    async find(kid) {
      const known = accessKeys.find((key) => key.kid === kid);
      if (known || !kid) return known;
      await reload();
      return accessKeys.find((key) => key.kid === kid);
    },
    get serverSecret() {
      return serverSecret;
    },
    close: () => clearInterval(timer),
  };
}
