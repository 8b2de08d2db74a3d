/**
 * A first-come, first-served async mutex: one holder at a time, in arrival order. Not re-entrant: a nested
 * transaction joins the open one (transaction-scope.ts) and never asks for it again.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn);
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
