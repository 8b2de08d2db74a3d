/** The sync engine's shapes: what a transport offers, what a batch carries, and what the engine's parts share. */
import type { OfflineDatabase, OutboxItem } from './db.ts';
import type { MutationContext, MutationKind, MutationMethod } from './registry.ts';

/** One queued change as a batch carries it: the call it would be on its own. */
export interface BatchedCall {
  method: MutationMethod;
  path: string;
  idempotencyKey: string;
  body: unknown;
}

/**
 * What the server made of one change of a batch: its answer, or the error the call on its own would have
 * thrown (shaped like the transport's errors); `notRun` when an earlier change was refused first.
 */
export type BatchedAnswer = { answer: unknown } | { error: unknown } | 'notRun';

export interface SyncTransport {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown, headers: Record<string, string>): Promise<T>;
  /** The other write methods, for kinds that use them. */
  send?<T>(
    method: Exclude<MutationMethod, 'POST'>,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<T>;
  /**
   * Several changes in one request (POST /api/sync/batch), answered one by one in order. Without it, or for a
   * single change, each change is its own request.
   */
  batch?(calls: readonly BatchedCall[]): Promise<BatchedAnswer[]>;
}

export interface SyncRuntimeState {
  online: boolean;
  syncing: boolean;
  /** The session ended: the queue waits until the technician signs in again. */
  needsSignIn: boolean;
  nextAttemptAt: number | null;
}

export type SyncOutcome = 'synced' | 'failed' | 'conflict';
export type OutcomeListener = (item: OutboxItem, outcome: SyncOutcome, message?: string) => void;

// biome-ignore lint/suspicious/noExplicitAny: a registered kind, typed by its own arguments
export type AnyKind = MutationKind<any, any>;

/** An item the server took, with its answer, before the answer is stored. */
export interface Answered {
  item: OutboxItem;
  answer: unknown;
}

/** What every part of the engine reads: the device's database, the transport, and the outcome listeners. */
export interface SyncParts {
  db: () => OfflineDatabase;
  transport: SyncTransport;
  /** What a kind's body, conflict check and rebase are given. */
  context: () => MutationContext;
  emit: OutcomeListener;
}
