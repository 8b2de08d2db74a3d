/**
 * The server's VAPID key pair: browsers tie a subscription to its public key, and every push is signed with
 * the private one. Kept in the database like the signing keys (plugins/signing-keys.ts), so every API process
 * uses the same pair and nobody copies a secret by hand; created on first need (safe when processes race).
 * Replacing the pair would end every subscription, so nothing rotates it.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/index.ts';

export interface VapidKeys {
  /** base64url, uncompressed P-256 point: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

const KEY_ROW = 'current';

async function readKeys(database: Database): Promise<VapidKeys | undefined> {
  const { t } = database;
  const [row] = await database.db
    .select({ publicKey: t.vapidKeys.publicKey, privateKey: t.vapidKeys.privateKey })
    .from(t.vapidKeys)
    .where(eq(t.vapidKeys.id, KEY_ROW))
    .limit(1);
  return row;
}

/** The stored pair, created when there is none yet; of two processes creating one at once, the first one's stays. */
export async function vapidKeysOf(database: Database): Promise<VapidKeys> {
  const stored = await readKeys(database);
  if (stored) return stored;
  const fresh = webpush.generateVAPIDKeys();
  await database.transaction(async (tx) => {
    await tx
      .insert(database.t.vapidKeys)
      .values({ id: KEY_ROW, ...fresh })
      .onConflictDoNothing();
  });
  const kept = await readKeys(database);
  if (!kept) throw new Error('The VAPID keys could not be stored.');
  return kept;
}

/** The pair of a process: read (or created) once, then kept, since nothing replaces it. */
export function vapidKeyCache(database: Database): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= vapidKeysOf(database).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
