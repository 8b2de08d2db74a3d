/**
 * Decorates `app.paymentGateway`: the local sandbox (./sandbox-gateway.ts, with its hosted card form on
 * /sandbox-gateway/) or Authorize.Net (./authorizenet-gateway.ts), as `PAYMENT_GATEWAY` says (api/src/config.ts).
 * Registered at the root of the app (api/src/app.ts), so every feature can charge, void and refund.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../plugins/index.ts';
import { withServiceSpans } from '../telemetry/index.ts';
import { authorizeNetGateway } from './authorizenet-gateway.ts';
import { GatewayUnavailableError, type PaymentGateway } from './gateway.ts';
import { withGatewayOutcomes } from './gateway-outcomes.ts';
import { iframeCommunicatorRoutes } from './iframe-communicator.ts';
import { sandboxGateway } from './sandbox-gateway.ts';
import { sandboxHostedFormRoutes } from './sandbox-hosted-form.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Remote I/O: never call it inside `database.transaction(...)`. */
    paymentGateway: PaymentGateway;
  }
}

/** Where the hosted card form reports to our page (api/src/payments/iframe-communicator.ts). */
export const IFRAME_COMMUNICATOR_PATH = '/payments/iframe-communicator.html';
export const SANDBOX_HOSTED_FORM_PATH = '/sandbox-gateway/customer/addPayment';

export const paymentGatewayPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.paymentGateway;
    let gateway: PaymentGateway;
    if (settings.kind === 'authorizenet') {
      gateway = authorizeNetGateway({
        ...settings,
        validationMode: settings.environment === 'production' ? 'liveMode' : 'testMode',
      });
    } else {
      const sandbox = sandboxGateway(app.database, {
        formSecret: app.keyRing.serverSecret,
        hostedFormUrl: `${app.config.publicOrigin}${SANDBOX_HOSTED_FORM_PATH}`,
      });
      await app.register(sandboxHostedFormRoutes, { sandbox });
      gateway = sandbox;
    }
    await app.register(iframeCommunicatorRoutes, {
      path: IFRAME_COMMUNICATOR_PATH,
      framedBy: settings.kind === 'authorizenet' ? settings.hostedUrl : '',
    });
    app.decorate(
      'paymentGateway',
      withServiceSpans(withGatewayOutcomes(gateway, app.metrics?.gatewayCalls), 'card-gateway', app.tracer),
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
