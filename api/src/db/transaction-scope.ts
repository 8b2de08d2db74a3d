/**
 * What both dialects share about transactions (docs/decisions/004-transactions.md): the transaction open
 * in the current async flow (AsyncLocalStorage), nesting onto it, and the functions to run after it commits.
 * A dialect only supplies `begin`: open a transaction, run the body with its handle, commit or roll back.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type AfterCommit = () => unknown;
export type ReportError = (error: unknown, context: string) => void;

interface Scope<Tx> {
  tx: Tx;
  afterCommit: AfterCommit[];
  open: boolean;
  /** The first error thrown by a nested transaction: the whole transaction rolls back, even if it was caught. */
  innerFailure?: { error: unknown };
}

export interface TransactionScopes<Tx> {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  afterCommit(fn: AfterCommit): void;
  inTransaction(): boolean;
  /** How many outermost transactions this process has ended, committed or not (see Database.writes). */
  writes(): number;
}

export const reportToConsole: ReportError = (error, context) => console.error(`${context}:`, error);

/**
 * The handle given to the transaction's functions: the dialect's own, refusing use once the transaction has
 * ended. Kept past its end (say, in an after-commit function), it would write outside any transaction on
 * SQLite's shared writer connection, or on a pg client already serving another request.
 */
function guarded<Tx extends object>(tx: Tx, scope: { open: boolean }): Tx {
  return new Proxy(tx, {
    get(target, property) {
      // `then` is read by whatever resolves a promise with the handle; it is not a query.
      if (!scope.open && typeof property === 'string' && property !== 'then') {
        throw new Error('This transaction has ended; use the reader or open a new transaction.');
      }
      return Reflect.get(target, property, target);
    },
  });
}

export function transactionScopes<Tx extends object>(
  begin: <T>(body: (tx: Tx) => Promise<T>) => Promise<T>,
  report: ReportError = reportToConsole,
): TransactionScopes<Tx> {
  const storage = new AsyncLocalStorage<Scope<Tx>>();
  let ended = 0;
  // A flow started inside a transaction may outlive it; a finished scope is no scope.
  const current = () => {
    const scope = storage.getStore();
    return scope?.open ? scope : undefined;
  };

  async function runAfterCommit(fns: AfterCommit[]) {
    for (const fn of fns) {
      try {
        await fn();
      } catch (error) {
        report(error, 'An after-commit function failed (the transaction had committed)');
      }
    }
  }

  async function nested<T>(scope: Scope<Tx>, fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await fn(scope.tx);
    } catch (error) {
      scope.innerFailure ??= { error };
      throw error;
    }
  }

  return {
    async transaction(fn) {
      const outer = current();
      if (outer) return nested(outer, fn);
      const afterCommit: AfterCommit[] = [];
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await begin(async (raw) => {
          const scope: Scope<Tx> = { tx: raw, afterCommit, open: true };
          scope.tx = guarded(raw, scope);
          try {
            const value = await storage.run(scope, () => fn(scope.tx));
            if (scope.innerFailure) throw scope.innerFailure.error;
            return value;
          } finally {
            scope.open = false;
          }
        });
      } finally {
        // Counted once the commit (or rollback) is done, so a read begun before it is never taken for newer.
        ended += 1;
      }
      await runAfterCommit(afterCommit);
      return result;
    },
    afterCommit(fn) {
      const scope = current();
      if (scope) scope.afterCommit.push(fn);
      else process.nextTick(() => void runAfterCommit([fn]));
    },
    inTransaction: () => current() !== undefined,
    writes: () => ended,
  };
}
