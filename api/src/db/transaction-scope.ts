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
  /**
   * Inside a transaction: runs fn in a savepoint of it. A throw in fn undoes what fn wrote (nothing written
   * before it), drops the after-commit functions fn added, and is thrown on; a transaction nested in fn that
   * failed does the same even when fn caught it, and then fn's answer is answered. Either way the
   * transaction goes on. Outside a transaction: a transaction of its own.
   */
  savepoint<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** One statement that commits by itself (see Database.autocommit). */
  autocommit<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
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

/** Runs one statement (SAVEPOINT, RELEASE, ROLLBACK TO) in the open transaction. */
export type RunStatement<Tx> = (tx: Tx, statement: string) => Promise<void>;

export function transactionScopes<Tx extends object>(
  begin: <T>(body: (tx: Tx) => Promise<T>) => Promise<T>,
  report: ReportError = reportToConsole,
  runStatement?: RunStatement<Tx>,
  /** Runs fn's one statement outside any transaction, committed by itself; without it, in a transaction. */
  single?: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
): TransactionScopes<Tx> {
  let savepoints = 0;
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

  async function inSavepoint<T>(outer: Scope<Tx>, fn: (tx: Tx) => Promise<T>): Promise<T> {
    if (!runStatement) throw new Error('This database has no savepoints.');
    const name = `sp_${++savepoints}`;
    // The savepoint's own scope: a failure inside it is its own, and so are its after-commit functions.
    const scope: Scope<Tx> = { tx: outer.tx, afterCommit: [], open: true };
    await runStatement(outer.tx, `SAVEPOINT ${name}`);
    const undo = async () => {
      await runStatement(outer.tx, `ROLLBACK TO SAVEPOINT ${name}`);
      await runStatement(outer.tx, `RELEASE SAVEPOINT ${name}`);
    };
    let value: T;
    try {
      value = await storage.run(scope, () => fn(scope.tx));
    } catch (error) {
      scope.open = false;
      await undo();
      throw error;
    }
    scope.open = false;
    // A nested transaction failed and fn answered anyway (a refusal it turned into an answer): as a
    // transaction of its own would, nothing of fn stays, and fn's answer is the answer.
    if (scope.innerFailure) await undo();
    else {
      await runStatement(outer.tx, `RELEASE SAVEPOINT ${name}`);
      outer.afterCommit.push(...scope.afterCommit);
    }
    return value;
  }

  return {
    async savepoint(fn) {
      const outer = current();
      if (outer) return inSavepoint(outer, fn);
      return this.transaction(fn);
    },
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
    async autocommit(fn) {
      const outer = current();
      if (outer) return nested(outer, fn);
      if (!single) return this.transaction(fn);
      try {
        return await single(fn);
      } finally {
        ended += 1;
      }
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
