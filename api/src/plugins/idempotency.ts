/**
 * Idempotent mutations: each applies exactly once (docs/decisions/003-idempotency-and-versions.md).
 *
 * A route runs its effect through `app.idempotent(request, reply, effect)`. The effect gets the
 * transaction; with an `Idempotency-Key` header the plugin records the answer in that same transaction,
 * so the effect and its key row commit or roll back together.
 *
 * - One transaction (the usual path): the effect runs and its answer is inserted under the key in the
 *   effect's transaction: one statement more than the effect itself. The unique index (user, key) decides
 *   between a repeat or concurrent requests, in any number of processes: the insert finds the row, the
 *   transaction rolls back and the stored answer is answered.
 * - Claim first (routes with `beforeEffect`, work outside the database such as a card charge): a row is
 *   inserted `inProgress` in its own short transaction before that work, so it never runs twice.
 * - Success (2xx): the row is `done` with status and serialized body, written inside the effect's transaction.
 * - Repeat, same payload: the stored answer, header `Idempotent-Replayed: true`. Another payload: 422.
 *   Still running: 409 without a version (the client retries later). A claim older than the lease
 *   (a crashed process) is taken over.
 * - Refusal (an HttpError, 4xx): nothing was written, the claim is released and nothing is stored, so
 *   the same key may be sent again and is judged afresh. Unexpected errors release it too.
 * - Rows older than 7 days are purged now and then.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ErrorCode } from '@hw/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable, Tables, Tx } from '../db/index.ts';
import { badRequest, errorBody, HttpError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * The owner of keys sent by signed-out callers (a homeowner paying for an order): a seeded user that cannot
 * sign in. Such keys are random UUIDs, so holding one is what makes a repeat the same caller's.
 */
export const ANONYMOUS_CALLER_ID = 'u-anonymous';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * The route config of a route that takes an Idempotency-Key: the API document declares the header on it
 * (plugins/docs.ts). `app.idempotent` and a paid write refuse to run on a route without it, so the document
 * cannot miss one.
 */
export const TAKES_IDEMPOTENCY_KEY = { idempotencyKey: true } as const;

/** Throws when the request's route does not declare that it takes an Idempotency-Key (a programming error). */
export function assertTakesIdempotencyKey(request: FastifyRequest): void {
  if (request.routeOptions.config.idempotencyKey !== true) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads Idempotency-Key without declaring it`);
  }
}
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** A claim this old with no answer belongs to a process that died; another request may take it over. */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

export const idempotencyMessages = {
  keyTooLong: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
  otherPayload: 'This Idempotency-Key was already used for a different request. Send a new key for a new change.',
  inProgress: 'This request is still being processed. Please try again in a moment.',
} as const;

/** A refusal whose body carries more than the errors (e.g. `currentVersion`, `suggestedDiscount`). */
export class DetailedHttpError extends HttpError {
  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    field: string | undefined,
    readonly details: Record<string, unknown>,
  ) {
    super(statusCode, [{ message, code, ...(field ? { field } : {}) }]);
  }
}

export interface IdempotentOptions {
  /** The payload fingerprint; by default a hash of the canonical params, query and body. */
  fingerprint?: string;
  /**
   * Runs once the key is claimed, before the effect's transaction: slow work outside the database, such as a
   * card charge. A throw refuses the request like a throw in the effect.
   */
  beforeEffect?: () => Promise<void>;
  /** Runs when beforeEffect ran but the effect failed: undoes what beforeEffect did (voids the charge). */
  afterFailedEffect?: () => Promise<void>;
}

/** One of several calls of one route made at once, as its request would carry it. */
export interface CallOfMany {
  key: string;
  params?: unknown;
  query?: unknown;
  body: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an Idempotency-Key header (TAKES_IDEMPOTENCY_KEY). */
    idempotencyKey?: boolean;
  }
  interface FastifyInstance {
    idempotent<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      effect: (tx: Tx) => Promise<T>,
      options?: IdempotentOptions,
    ): Promise<FastifyReply>;
    /**
     * Several calls of one route (`POST /api/...`) by one caller, each with its own key, made by one effect
     * that answers each call's body in order, in a savepoint of the open transaction: the effect's writes
     * and every key's row commit together. Answers the serialized answers (status 200), or null when
     * nothing was written and the calls must be made one by one: a key was used before (its stored answer
     * is the answer), keys repeat, or the effect threw (a refusal, answered by the call on its own).
     * Only inside a transaction (POST /sync/batch's).
     */
    idempotentMany(
      userId: string,
      route: string,
      calls: readonly CallOfMany[],
      effect: (tx: Tx) => Promise<readonly unknown[]>,
    ): Promise<string[] | null>;
  }
}

/** JSON with object keys sorted at every depth, so that equal payloads hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

type Claim =
  | { kind: 'claimed'; id: string; lockToken: string }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'otherPayload' }
  | { kind: 'inProgress' };

interface ClaimInput {
  userId: string;
  key: string;
  route: string;
  fingerprint: string;
}

type KeyRow = Tables['idempotencyKeys']['$inferSelect'];

/** What an existing key row means for a new request with this key: its answer, or a takeover of a dead claim. */
function judgeExisting(row: KeyRow, input: ClaimInput, now: Date): Exclude<Claim, { kind: 'claimed' }> | 'takeOver' {
  if (row.route !== input.route || row.fingerprint !== input.fingerprint) return { kind: 'otherPayload' };
  if (row.state === 'done') return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody ?? '' };
  if (now.getTime() - row.lockedAt.getTime() < IDEMPOTENCY_LEASE_MS) return { kind: 'inProgress' };
  return 'takeOver';
}

async function readKey(db: Queryable, t: Tables, input: ClaimInput): Promise<KeyRow | undefined> {
  const k = t.idempotencyKeys;
  const [row] = await db
    .select()
    .from(k)
    .where(and(eq(k.userId, input.userId), eq(k.key, input.key)))
    .limit(1);
  return row;
}

/** Takes over a claim whose lease ran out; false when another request took it first. */
async function takeOver(tx: Tx, t: Tables, row: KeyRow, lockToken: string, now: Date): Promise<boolean> {
  const k = t.idempotencyKeys;
  const taken = await tx
    .update(k)
    .set({ lockToken, lockedAt: now })
    .where(and(eq(k.id, row.id), eq(k.lockToken, row.lockToken), eq(k.state, 'inProgress')))
    .returning({ id: k.id });
  return taken.length > 0;
}

/** Claims the key in its own transaction, before an effect with work outside the database. */
async function claimKey(database: Database, input: ClaimInput): Promise<Claim> {
  const { t } = database;
  const k = t.idempotencyKeys;
  return database.transaction(async (tx) => {
    const now = new Date();
    const lockToken = randomUUID();
    const inserted = await tx
      .insert(k)
      .values({ ...input, state: 'inProgress', lockToken, lockedAt: now, createdAt: now })
      .onConflictDoNothing({ target: [k.userId, k.key] })
      .returning({ id: k.id });
    if (inserted[0]) return { kind: 'claimed', id: inserted[0].id, lockToken };

    const row = await readKey(tx, t, input);
    if (!row) return { kind: 'inProgress' };
    const judged = judgeExisting(row, input, now);
    if (judged !== 'takeOver') return judged;
    return (await takeOver(tx, t, row, lockToken, now))
      ? { kind: 'claimed', id: row.id, lockToken }
      : { kind: 'inProgress' };
  });
}

/** The key has a row already: this request's transaction rolls back and the row's answer is the answer. */
class KeyUsedBefore extends Error {}

async function releaseClaim(database: Database, claim: { id: string; lockToken: string }) {
  const k = database.t.idempotencyKeys;
  await database.transaction(async (tx) => {
    await tx.delete(k).where(and(eq(k.id, claim.id), eq(k.lockToken, claim.lockToken), eq(k.state, 'inProgress')));
  });
}

/**
 * The plugin's own answers (409 still running, 422 another payload) are sent as text: the route's response
 * schema describes the route's own refusals (a 409 of POST /order carries a price), not these.
 */
function sendOwnRefusal(reply: FastifyReply, statusCode: number, errors: HttpError['errors']): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(errors)));
}

/** Another request holds the key: 409, try again later. */
class KeyStillRunning extends HttpError {
  constructor() {
    super(409, [{ message: idempotencyMessages.inProgress, code: 'inProgress' }]);
  }
}

/** The route's own error body, with the details of a DetailedHttpError. */
function refusalBody(error: HttpError) {
  return { ...errorBody(error.errors), ...(error instanceof DetailedHttpError ? error.details : {}) };
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const database = app.database;
  let lastPurge = 0;

  async function purgeOld() {
    if (Date.now() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = Date.now();
    const k = database.t.idempotencyKeys;
    const before = new Date(Date.now() - IDEMPOTENCY_RETENTION_MS);
    await database.transaction(async (tx) => {
      await tx.delete(k).where(lt(k.createdAt, before));
    });
  }

  function headerKey(request: FastifyRequest): string | undefined {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return undefined;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || Array.isArray(raw)) {
      throw badRequest(idempotencyMessages.keyTooLong, 'Idempotency-Key');
    }
    return key;
  }

  /** The stored answer of a key used before: a replay, another payload (422) or a request still running (409). */
  function answerExisting(reply: FastifyReply, outcome: Exclude<Claim, { kind: 'claimed' }>): FastifyReply {
    switch (outcome.kind) {
      case 'replay':
        return reply
          .code(outcome.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(outcome.body);
      case 'otherPayload':
        return sendOwnRefusal(reply, 422, [
          { message: idempotencyMessages.otherPayload, field: 'Idempotency-Key', code: 'idempotencyKeyReused' },
        ]);
      case 'inProgress':
        return sendOwnRefusal(reply, 409, new KeyStillRunning().errors);
    }
  }

  /** Runs the effect and serializes its answer; a 2xx is recorded under the key by `record`, in the same transaction. */
  async function runEffect<T>(tx: Tx, reply: FastifyReply, effect: (tx: Tx) => Promise<T>): Promise<string> {
    const body = await effect(tx);
    reply.code(200);
    return reply.serialize(body) as string;
  }

  /**
   * The usual path: the effect runs and its answer is inserted under the key in the effect's one
   * transaction; the insert is the check. A key used before makes the insert find its row: the
   * transaction rolls back (the effect with it) and the stored answer is the answer. Two requests with one
   * key at once: on SQLite transactions run one at a time; on PostgreSQL the second's insert waits for the
   * first to commit, then finds its row.
   */
  async function inOneTransaction<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    input: ClaimInput,
    effect: (tx: Tx) => Promise<T>,
    options: IdempotentOptions,
  ): Promise<FastifyReply> {
    const k = database.t.idempotencyKeys;
    try {
      const text = await database.transaction(async (tx) => {
        const serialized = await runEffect(tx, reply, effect);
        const now = new Date();
        const inserted = await tx
          .insert(k)
          .values({
            ...input,
            state: 'done',
            responseStatus: 200,
            responseBody: serialized,
            lockToken: randomUUID(),
            lockedAt: now,
            createdAt: now,
            completedAt: now,
          })
          .onConflictDoNothing({ target: [k.userId, k.key] })
          .returning({ id: k.id });
        if (!inserted[0]) throw new KeyUsedBefore();
        return serialized;
      });
      return reply.type('application/json; charset=utf-8').send(text);
    } catch (error) {
      // The key may have been used before, or by a request that committed while this one ran (its effect
      // may then have refused or failed this one's, e.g. with a version conflict or a unique row): the
      // first answer is the answer.
      const row = await readKey(database.db, database.t, input);
      const judged = row ? judgeExisting(row, input, new Date()) : undefined;
      // A claim left by a process that died before its effect: taken over through the claim path.
      if (judged === 'takeOver') return withClaim(request, reply, input, effect, options);
      if (judged) return answerExisting(reply, judged);
      if (error instanceof HttpError) return reply.code(error.statusCode).send(refusalBody(error));
      if (!(error instanceof KeyUsedBefore)) throw error;
      request.log.warn('an idempotency key vanished while its request ran');
      return answerExisting(reply, { kind: 'inProgress' });
    }
  }

  /** With work outside the database (beforeEffect): the key is claimed first, in its own transaction. */
  async function withClaim<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    input: ClaimInput | undefined,
    effect: (tx: Tx) => Promise<T>,
    options: IdempotentOptions,
  ): Promise<FastifyReply> {
    let claim: { id: string; lockToken: string } | undefined;
    if (input) {
      const outcome = await claimKey(database, input);
      if (outcome.kind !== 'claimed') return answerExisting(reply, outcome);
      claim = { id: outcome.id, lockToken: outcome.lockToken };
    }
    let prepared = false;
    try {
      await options.beforeEffect?.();
      prepared = true;
      const text = await database.transaction(async (tx) => {
        const k = database.t.idempotencyKeys;
        if (claim) {
          // Still ours? (Another process may have taken over a claim whose lease ran out.) On PostgreSQL
          // this also locks the row until the effect commits, so no takeover can happen meanwhile.
          const held = await tx
            .update(k)
            .set({ lockedAt: new Date() })
            .where(and(eq(k.id, claim.id), eq(k.lockToken, claim.lockToken), eq(k.state, 'inProgress')))
            .returning({ id: k.id });
          if (!held[0]) throw new KeyStillRunning();
        }
        const serialized = await runEffect(tx, reply, effect);
        if (claim) {
          await tx
            .update(k)
            .set({ state: 'done', responseStatus: 200, responseBody: serialized, completedAt: new Date() })
            .where(eq(k.id, claim.id));
        }
        return serialized;
      });
      return reply.type('application/json; charset=utf-8').send(text);
    } catch (error) {
      if (prepared && options.afterFailedEffect) {
        await options.afterFailedEffect().catch((e) => request.log.error({ err: e }, 'undoing a failed effect failed'));
      }
      if (claim) {
        await releaseClaim(database, claim).catch((e) => request.log.warn({ err: e }, 'idempotency release failed'));
      }
      if (error instanceof KeyStillRunning) return sendOwnRefusal(reply, 409, error.errors);
      if (error instanceof HttpError) return reply.code(error.statusCode).send(refusalBody(error));
      throw error;
    }
  }

  app.decorate(
    'idempotentMany',
    async (
      userId: string,
      route: string,
      calls: readonly CallOfMany[],
      effect: (tx: Tx) => Promise<readonly unknown[]>,
    ): Promise<string[] | null> => {
      const k = database.t.idempotencyKeys;
      const keys = calls.map((call) => call.key);
      if (keys.some((key) => !key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) || new Set(keys).size !== keys.length) {
        return null;
      }
      try {
        return await database.savepoint(async (tx) => {
          const used = await tx
            .select({ key: k.key })
            .from(k)
            .where(and(eq(k.userId, userId), inArray(k.key, keys)));
          if (used.length > 0) throw new KeyUsedBefore();
          const answers = await effect(tx);
          if (answers.length !== calls.length) throw new Error('the effect answered another number of calls');
          const serialized = answers.map((answer) => JSON.stringify(answer));
          const now = new Date();
          const inserted = await tx
            .insert(k)
            .values(
              calls.map((call, index) => ({
                userId,
                key: call.key,
                route,
                // As `idempotent` fingerprints the call on its own, so that sending it again alone replays it.
                fingerprint: sha256Hex(
                  canonicalJson({ params: call.params ?? {}, query: call.query ?? {}, body: call.body }),
                ),
                state: 'done' as const,
                responseStatus: 200,
                responseBody: serialized[index]!,
                lockToken: randomUUID(),
                lockedAt: now,
                createdAt: now,
                completedAt: now,
              })),
            )
            .onConflictDoNothing({ target: [k.userId, k.key] })
            .returning({ id: k.id });
          if (inserted.length !== calls.length) throw new KeyUsedBefore();
          return serialized;
        });
      } catch {
        // Nothing was written (the savepoint is undone): each call on its own answers as it would alone.
        return null;
      }
    },
  );

  app.decorate('idempotent', async function idempotent<
    T,
  >(request: FastifyRequest, reply: FastifyReply, effect: (tx: Tx) => Promise<T>, options: IdempotentOptions = {}): Promise<FastifyReply> {
    assertTakesIdempotencyKey(request);
    const key = headerKey(request);
    if (key === undefined) return withClaim(request, reply, undefined, effect, options);
    await purgeOld().catch((error) => request.log.warn({ err: error }, 'idempotency purge failed'));
    const user = request.currentUser ?? { userId: ANONYMOUS_CALLER_ID };
    const input: ClaimInput = {
      userId: user.userId,
      key,
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      fingerprint:
        options.fingerprint ??
        sha256Hex(canonicalJson({ params: request.params, query: request.query, body: request.body })),
    };
    if (options.beforeEffect) return withClaim(request, reply, input, effect, options);
    return inOneTransaction(request, reply, input, effect, options);
  });
});
