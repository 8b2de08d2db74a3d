/**
 * Work that must not delay or shape an answer (a reset e-mail: how long it takes would tell whether the
 * address has an account). `app.afterResponse(fn)` runs fn once the current request has been answered;
 * `app.idle()` resolves when every such task has finished (tests, and closing the server).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse(task: () => Promise<unknown>): void;
    idle(): Promise<void>;
  }
}

export const afterResponsePlugin = fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<unknown>>();
  app.decorate('afterResponse', (task: () => Promise<unknown>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, 'work after the answer failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  app.decorate('idle', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });
  app.addHook('onClose', async () => app.idle());
});
