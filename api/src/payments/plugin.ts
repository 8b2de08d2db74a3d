/**
 * Decorates `app.paymentGateway`. Only the local sandbox exists (./sandbox-gateway.ts); a real
 * Authorize.Net adapter (./gateway.ts says how each call maps) would be chosen here from the config.
 * Registered at the root of the app (api/src/app.ts), so every feature can charge and void.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../plugins/index.ts';
import { withServiceSpans } from '../telemetry/index.ts';
import { GatewayUnavailableError, type PaymentGateway } from './gateway.ts';
import { withGatewayOutcomes } from './gateway-outcomes.ts';
import { sandboxGateway } from './sandbox-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Remote I/O: never call it inside `database.transaction(...)`. */
    paymentGateway: PaymentGateway;
  }
}

export const paymentGatewayPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'paymentGateway',
      withServiceSpans(
        withGatewayOutcomes(sandboxGateway(app.database), app.metrics?.gatewayCalls),
        'card-gateway',
        app.tracer,
      ),
    );
  },
  { name: 'paymentGateway', dependencies: ['metrics'] },
);

export const GATEWAY_UNAVAILABLE_MESSAGE = 'We could not reach our card processor. Please try again in a few minutes.';

/** For a route's catch: a gateway that could not be reached becomes 502 paymentGatewayError; others pass on. */
export function gatewayFailure(error: unknown): unknown {
  return error instanceof GatewayUnavailableError
    ? httpError(502, 'paymentGatewayError', GATEWAY_UNAVAILABLE_MESSAGE)
    : error;
}
