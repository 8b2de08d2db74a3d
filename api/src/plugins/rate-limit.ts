/**
 * Rate limits kept in the database (table `login_failures`, one row per counted event and limiter key), so
 * every API process on one database shares them (docs/decisions/009-several-processes.md). Two users:
 * - sign-in and password changes count their failures (api/src/auth/rate-limit.ts);
 * - public calls anyone can make without signing in (forms, the newsletter, card profiles, the work-order
 *   status page) count every call, with `preHandler: app.rateLimit(...)`, per client address and per
 *   e-mail address or work order: 429 `tooManyRequests` with `Retry-After` once over the limit;
 * - accounts made by orders placed signed out count per client address and per e-mail domain
 *   (`app.countAgainst(accountCreationLimits(...))`), with the same answer.
 * A key's count is the number of its rows in the last window; rows older than the longest window are
 * deleted now and then.
 */
import { messages } from '@hw/shared';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable, Tables, Tx } from '../db/index.ts';
import { HttpError } from './errors.ts';

const MINUTE = 60_000;

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * The limits of public calls, in one place. A person filling in a form, subscribing or paying never sends
 * this many; a script does.
 */
export const PUBLIC_LIMITS = {
  /** One client address, per kind of call: an office behind one address still has room. */
  perClient: { max: 50, windowMs: 15 * MINUTE },
  /** One e-mail address, per kind of call, from anywhere. */
  perEmail: { max: 10, windowMs: 15 * MINUTE },
  /** One work order on the status page, per kind of call, from anywhere. */
  perWorkOrder: { max: 10, windowMs: 15 * MINUTE },
} as const;

/**
 * Accounts made for an e-mail address by an order placed signed out, before anyone has shown the address to be
 * theirs. A household makes one; a script making accounts is stopped per address it sends from and per
 * e-mail domain it makes them at.
 */
export const ACCOUNT_CREATION_LIMITS = {
  perClient: { max: 5, windowMs: 15 * MINUTE },
  perEmailDomain: { max: 25, windowMs: 15 * MINUTE },
} as const;

/** The limits a new account for `email` counts against, made from `clientAddress`. */
export function accountCreationLimits(clientAddress: string, email: string): Limit[] {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return [
    { key: `account:ip:${clientAddress}`, ...ACCOUNT_CREATION_LIMITS.perClient },
    { key: `account:domain:${domain}`, ...ACCOUNT_CREATION_LIMITS.perEmailDomain },
  ];
}

/** The key under which orders for one new address count once between them: they make one account. */
export function accountCreationFor(email: string): string {
  return `account:email:${email.trim().toLowerCase()}`;
}

/** No limit has a longer window: rows older than this count for nothing and are deleted. */
export const LONGEST_LIMIT_WINDOW_MS = 15 * MINUTE;
const PRUNE_INTERVAL_MS = 10 * MINUTE;

/**
 * Seconds until the key drops below its limit (its oldest event in the window leaves it), or null when the
 * limit is not reached.
 */
export async function secondsUntilAllowed(db: Queryable, t: Tables, limit: Limit, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - limit.windowMs);
  const events = await db
    .select({ at: t.loginFailures.at })
    .from(t.loginFailures)
    .where(and(eq(t.loginFailures.key, limit.key), gt(t.loginFailures.at, since)))
    .orderBy(desc(t.loginFailures.at))
    .limit(limit.max);
  if (events.length < limit.max) return null;
  const oldestCounted = events[events.length - 1]!.at.getTime();
  return Math.max(1, Math.ceil((oldestCounted + limit.windowMs - now.getTime()) / 1000));
}

/** The longest wait of the limits, 0 when none is reached. */
export async function longestWait(db: Queryable, t: Tables, limits: readonly Limit[], now: Date): Promise<number> {
  let wait = 0;
  for (const limit of limits) wait = Math.max(wait, (await secondsUntilAllowed(db, t, limit, now)) ?? 0);
  return wait;
}

/** Events counted under limits, by id: taken back when what they counted turns out not to count. */
export type CountedEvents = readonly string[];

/**
 * Checks the limits and, when none is reached, counts one event under each key, as one step that callers at
 * the same moment do not interleave (the keys are locked for the transaction): of calls sent together, as
 * many are counted as the limits allow. Answers the longest wait in seconds with nothing counted, or the
 * counted events. With `oncePer`, a key already counted in the longest window counts nothing again (orders
 * for one new address make one account).
 */
export async function countUnderLimits(
  database: Database,
  limits: readonly Limit[],
  now: Date,
  options: { oncePer?: string } = {},
): Promise<{ wait: number; counted: CountedEvents }> {
  const { t } = database;
  const keys = limits.map((limit) => limit.key);
  const { oncePer } = options;
  return database.transaction(async (tx) => {
    await database.lockNames(tx, oncePer ? [...keys, oncePer] : keys);
    if (oncePer) {
      const since = new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS);
      const [earlier] = await tx
        .select({ id: t.loginFailures.id })
        .from(t.loginFailures)
        .where(and(eq(t.loginFailures.key, oncePer), gt(t.loginFailures.at, since)))
        .limit(1);
      if (earlier) return { wait: 0, counted: [] };
    }
    const wait = await longestWait(tx, t, limits, now);
    if (wait > 0) return { wait, counted: [] };
    const rows = await tx
      .insert(t.loginFailures)
      .values([...keys, ...(oncePer ? [oncePer] : [])].map((key) => ({ key, at: now })))
      .returning({ id: t.loginFailures.id });
    return { wait: 0, counted: rows.map((row) => row.id) };
  });
}

/** Takes counted events back. */
export async function takeBack(tx: Tx, t: Tables, counted: CountedEvents) {
  if (counted.length > 0) await tx.delete(t.loginFailures).where(inArray(t.loginFailures.id, [...counted]));
}

/** Deletes every event older than the longest window. */
export async function pruneEvents(tx: Tx, t: Tables, now: Date) {
  await tx.delete(t.loginFailures).where(lt(t.loginFailures.at, new Date(now.getTime() - LONGEST_LIMIT_WINDOW_MS)));
}

/** "in a minute", "in 12 minutes": when a refused caller may try again. */
export function waitInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}

/** A public call sent too often: 429, and how many seconds until it is taken again (Retry-After). */
export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, [{ message: messages.forms.tooManyRequests(waitInWords(retryAfterSeconds)), code: 'tooManyRequests' }]);
  }
}

/** What a call is counted against besides its client: an e-mail address or a work order. */
export interface RateLimitSubject {
  kind: 'email' | 'workOrder';
  value: string;
}

export interface RateLimitOptions {
  /** Names the kind of call: each kind has its own counters (e.g. 'contact', 'quote'). */
  scope: string;
  /**
   * What else the call is counted against. By default the e-mail address the body (`email` or `Email`) or
   * the path (`email`) carries, when it does.
   */
  subject?: (request: FastifyRequest) => RateLimitSubject | undefined;
}

/** The e-mail address of a public form's body or path, lower case; undefined when it has none. */
export function emailOfRequest(request: FastifyRequest): RateLimitSubject | undefined {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const raw = [body.email, body.Email, params.email].find((value) => typeof value === 'string' && value.trim());
  return typeof raw === 'string' ? { kind: 'email', value: raw.trim().toLowerCase() } : undefined;
}

/** The limits a call counts against: always its client address, and its subject when it has one. */
export function publicLimits(scope: string, clientAddress: string, subject: RateLimitSubject | undefined): Limit[] {
  const limits: Limit[] = [{ key: `call:${scope}:ip:${clientAddress}`, ...PUBLIC_LIMITS.perClient }];
  if (subject?.kind === 'email')
    limits.push({ key: `call:${scope}:email:${subject.value}`, ...PUBLIC_LIMITS.perEmail });
  if (subject?.kind === 'workOrder') {
    limits.push({ key: `call:${scope}:workorder:${subject.value}`, ...PUBLIC_LIMITS.perWorkOrder });
  }
  return limits;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that counts the call per client address (request.ip, which honours TRUST_PROXY) and per
     * subject, and refuses it with 429 once a limit is reached.
     */
    rateLimit(options: RateLimitOptions): preHandlerAsyncHookHandler;
    /**
     * Counts one event against each limit, or refuses it (429 with Retry-After) once any is reached; with
     * `oncePer`, only the first call under that key in the window counts (countUnderLimits).
     */
    countAgainst(
      limits: readonly Limit[],
      request: FastifyRequest,
      reply: FastifyReply,
      options?: { oncePer?: string },
    ): Promise<void>;
  }
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const database = app.database;
  let lastPrune = 0;

  async function pruneNowAndThen(now: Date) {
    if (now.getTime() - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = now.getTime();
    await database.transaction((tx) => pruneEvents(tx, database.t, now));
  }

  async function countAgainst(
    limits: readonly Limit[],
    request: FastifyRequest,
    reply: FastifyReply,
    options?: { oncePer?: string },
  ) {
    const now = new Date();
    await pruneNowAndThen(now).catch((error) => request.log.warn({ err: error }, 'rate-limit prune failed'));
    // A refused call is not counted, so a caller that waits is let in.
    const { wait } = await countUnderLimits(database, limits, now, options);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new TooManyRequestsError(wait);
    }
  }

  app.decorate('countAgainst', countAgainst);
  app.decorate('rateLimit', (options: RateLimitOptions): preHandlerAsyncHookHandler => {
    const subjectOf = options.subject ?? emailOfRequest;
    return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
      await countAgainst(publicLimits(options.scope, request.ip, subjectOf(request)), request, reply);
    };
  });
});

/** The sentence the OpenAPI description of a limited public route ends with. */
export const RATE_LIMITED =
  'Limited per client address and per e-mail address (a person never reaches the limits): over them, 429 ' +
  '`tooManyRequests` with `Retry-After` in seconds.';

/** The same for the work-order status page's calls, counted per work order rather than per e-mail address. */
export const WORK_ORDER_RATE_LIMITED =
  'Limited per client address and per work order (a person never reaches the limits): over them, 429 ' +
  '`tooManyRequests` with `Retry-After` in seconds.';

/** The work order a status-page body names (`Id` or `WorkOrderId`). */
export function workOrderOf(body: unknown): RateLimitSubject | undefined {
  const { Id, WorkOrderId } = (body ?? {}) as { Id?: unknown; WorkOrderId?: unknown };
  const id = [Id, WorkOrderId].find((value) => typeof value === 'string' && value);
  return typeof id === 'string' ? { kind: 'workOrder', value: id } : undefined;
}

/** For a limited public route whose body has no e-mail address. */
export const RATE_LIMITED_PER_CLIENT =
  'Limited per client address (a person never reaches the limit): over it, 429 `tooManyRequests` with ' +
  '`Retry-After` in seconds.';
