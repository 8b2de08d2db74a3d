/**
 * What a feature gives the offline engine, from its own folder (e.g. features/contractor/offline/register.ts):
 * its stores in the offline database and its mutation kinds. The app registers every feature once at
 * start (app/offline-registrations.ts), before the database opens; the engine itself knows no feature.
 */
import type { OfflineDatabase, OutboxConflict, OutboxItem } from './db.ts';
import type { SyncTransport } from './sync-engine.ts';

/** A Dexie table: its name and its Dexie index string (primary key first), e.g. `'++id, dispatchId'`. */
export interface StoreDefinition {
  name: string;
  indexes: string;
}

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the hooks of a kind work with while the engine sends an item. */
export interface MutationContext {
  db: OfflineDatabase;
  transport: SyncTransport;
  /**
   * While the bodies of a batch are built, before any is sent: what the server is expected to hold once the
   * changes before this one are made (kinds with `expect` write it, their bodies read it, keyed as they like).
   */
  expected?: Map<string, unknown>;
}

/** Answered by a kind's `body` when the change has nothing left to send (its file is gone): the item is dropped. */
export const NOTHING_TO_SEND: unique symbol = Symbol('nothing to send');

/**
 * One kind of change a feature queues (e.g. "add a part"). Hooks that write run inside the Dexie
 * transaction of the outbox step they belong to, over `outbox` and the kind's `stores`: only Dexie
 * calls there, no requests.
 */
export interface MutationKind<Args = unknown, View = unknown> {
  /** Stored in each outbox row (`name`); never rename one that installed apps may still hold. */
  readonly name: string;
  /** The stores the hooks write. */
  readonly stores?: readonly string[];
  /** POST when absent. */
  readonly method?: MutationMethod;
  path(args: Args): string;
  /** A JSON value or FormData; may read the device's stores or the server. */
  body(args: Args, context: MutationContext): unknown | typeof NOTHING_TO_SEND | Promise<unknown>;
  /**
   * Keep the first attempt's body and send exactly it on every retry under the same key, even when the
   * data it was built from changed meanwhile (the server answers 422 to a new payload under an old key).
   */
  readonly fixBody?: boolean;
  /** A reason not to queue the change at all (e.g. the ticket is closed); null to queue it. */
  refuse?(args: Args, db: OfflineDatabase): string | null | Promise<string | null>;
  /** How the change alters what the screen shows while it waits (the optimistic update). */
  apply?(view: View, args: Args): View;
  /**
   * The change may go in one batch with the changes queued before it, before their answers are back: its
   * body is built on `context.expected`, and here it records there what the server holds once it is made
   * (a ticket save at the version the previous change produces). Changes of kinds with it go out together;
   * when one is refused, those after it were not run and are built again.
   */
  expect?(args: Args, body: unknown, context: MutationContext): void | Promise<void>;
  /** Right before the request (e.g. an upload becomes "uploading"). */
  onSend?(args: Args, db: OfflineDatabase): Promise<void>;
  /** Stores what the server answered, in the transaction that removes the outbox row. */
  onSuccess?(answer: unknown, args: Args, db: OfflineDatabase): Promise<void>;
  /**
   * Stores the answers of several items of this kind in a row at once (one rewrite of a ticket for many
   * notes), in the transaction that removes their rows. With it, the engine sends the next items of the
   * kind before it stores the answers; the answered rows stay in the outbox (still shown as waiting)
   * until then. Only for kinds whose body reads nothing but its own arguments.
   */
  onSuccessMany?(answers: readonly { answer: unknown; args: Args }[], db: OfflineDatabase): Promise<void>;
  /** The server refused the change for good: the item waits for the technician. */
  onRefusal?(args: Args, message: string, db: OfflineDatabase): Promise<void>;
  /** The item is back in the queue (a failure to retry later, or the technician's retry). */
  onRequeue?(args: Args, db: OfflineDatabase): Promise<void>;
  /** The technician dropped the change. */
  onDiscard?(args: Args, db: OfflineDatabase): Promise<void>;
  /** Before a first attempt: a true conflict with the server's copy stops the item for a side-by-side view. */
  findConflict?(args: Args, context: MutationContext): Promise<OutboxConflict | null>;
  /** After a version conflict: fetch and store the server's latest copy; the item is then checked and sent again. */
  rebase?(args: Args, context: MutationContext): Promise<void>;
  /** The change in plain words, for the sync bar. */
  describe?(args: Args): string;
}

export type DefinedMutationKind<Args, View> = MutationKind<Args, View> & {
  /** Narrows an outbox row to this kind. */
  is(item: OutboxItem): item is OutboxItem<Args>;
};

/** Types a kind by its arguments: `defineMutationKind<AddPartArgs>()({ name: 'addPart', ... })`. */
export function defineMutationKind<Args>() {
  return <View = unknown>(kind: MutationKind<Args, View>): DefinedMutationKind<Args, View> => ({
    ...kind,
    is: (item: OutboxItem): item is OutboxItem<Args> => item.name === kind.name,
  });
}

export interface OfflineFeature {
  /** For error messages. */
  name: string;
  /**
   * The database version its stores and indexes need. The database opens at the highest version any
   * feature asks for: raise it past every other when adding or changing a store or an index.
   */
  version: number;
  stores: readonly StoreDefinition[];
  /** Extra indexes on outbox rows, e.g. `'args.dispatchId'` to read one ticket's waiting changes. */
  outboxIndexes?: readonly string[];
  // biome-ignore lint/suspicious/noExplicitAny: each kind is typed by its own arguments and view
  kinds: readonly MutationKind<any, any>[];
}

const CORE_VERSION = 1;
const CORE_STORES = { outbox: '++seq, status, idempotencyKey', meta: 'key' } as const;

const features: OfflineFeature[] = [];
// biome-ignore lint/suspicious/noExplicitAny: see OfflineFeature.kinds
const kinds = new Map<string, MutationKind<any, any>>();
let complete = false;

const LATE =
  'is registered after the offline registrations were completed: import its register.ts from web/src/app/offline-registrations.ts.';

export function registerOfflineFeature(feature: OfflineFeature): void {
  if (complete) throw new Error(`The offline feature "${feature.name}" ${LATE}`);
  const taken = new Set([...Object.keys(CORE_STORES), ...features.flatMap((f) => f.stores.map((s) => s.name))]);
  for (const store of feature.stores) {
    if (taken.has(store.name))
      throw new Error(`The offline store "${store.name}" of "${feature.name}" exists already.`);
  }
  for (const kind of feature.kinds) {
    if (kinds.has(kind.name)) throw new Error(`The mutation kind "${kind.name}" of "${feature.name}" exists already.`);
  }
  features.push(feature);
  for (const kind of feature.kinds) kinds.set(kind.name, kind);
}

/** Called once every feature is registered; from then on the database may open. */
export function completeOfflineRegistration(): void {
  complete = true;
}

/**
 * The schema the database opens with. Before every feature has registered, opening would give a smaller
 * schema (and a later version without a store deletes that store's data): that is an error, never silent.
 */
export function databaseSchema(): { version: number; stores: Record<string, string> } {
  if (!complete) {
    throw new Error(
      'The offline database was opened before every feature registered its stores: import web/src/app/offline-registrations.ts first (tests: register the features they use, then call completeOfflineRegistration()).',
    );
  }
  const outboxIndexes = [CORE_STORES.outbox, ...features.flatMap((f) => f.outboxIndexes ?? [])];
  const stores: Record<string, string> = { ...CORE_STORES, outbox: [...new Set(outboxIndexes)].join(', ') };
  for (const feature of features) for (const store of feature.stores) stores[store.name] = store.indexes;
  return { version: Math.max(CORE_VERSION, ...features.map((f) => f.version)), stores };
}

// biome-ignore lint/suspicious/noExplicitAny: the caller narrows with the kind's `is`
export function mutationKind(name: string): MutationKind<any, any> | undefined {
  return kinds.get(name);
}

/** Outbox items that still change what the screen shows (failed and conflicting ones wait for the technician). */
export const isLive = (item: OutboxItem) => item.status === 'pending' || item.status === 'sending';

/** A view with the waiting changes applied in seq order, each by its kind's `apply` (the registered kinds by default). */
export function applyPending<View>(
  view: View,
  items: readonly OutboxItem[],
  // biome-ignore lint/suspicious/noExplicitAny: see OfflineFeature.kinds
  byName: (name: string) => MutationKind<any, View> | undefined = mutationKind,
): View {
  return items
    .filter(isLive)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    .reduce((current, item) => byName(item.name)?.apply?.(current, item.args) ?? current, view);
}

/** The change in plain words (the kind's own, or a general one for a kind this version does not know). */
export function describeItem(item: OutboxItem): string {
  return mutationKind(item.name)?.describe?.(item.args) ?? 'A change made on this device';
}
