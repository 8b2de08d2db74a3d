import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/index.ts';
import { assertTakesIdempotencyKey, IDEMPOTENCY_HEADER } from '../plugins/index.ts';

export interface PaymentSteps {
  /** Outside the transaction, before it: the card charge. */
  beforeEffect: () => Promise<void>;
  /** After beforeEffect, when the transaction failed: voids the charge. */
  afterFailedEffect: () => Promise<void>;
}

/**
 * Runs a paid write: the charge, then the transaction, voiding the charge if the transaction fails. A
 * caller's Idempotency-Key makes it happen at most once (the key is claimed before the charge); a signed-out
 * caller's keys belong to the anonymous caller.
 */
export async function runPaidWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Tx) => Promise<T>,
  steps: PaymentSteps,
): Promise<T | FastifyReply> {
  assertTakesIdempotencyKey(request);
  if (request.headers[IDEMPOTENCY_HEADER] !== undefined) {
    return app.idempotent(request, reply, effect, steps);
  }
  await steps.beforeEffect();
  try {
    return await app.database.transaction(effect);
  } catch (error) {
    await steps.afterFailedEffect().catch((e) => request.log.error({ err: e }, 'voiding a charge failed'));
    throw error;
  }
}
