/**
 * Card payments: /order/getCustomerProfileToken, /order/getCustomerPaymentProfile (spec core section 7).
 * Both are public: an anonymous homeowner adds a card while ordering. The first opens a customer profile
 * at the gateway and answers a token that lets the second add cards to that profile only, for 15 minutes.
 * The card number and security code pass through to the gateway; no log line, error or answer holds them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerPaymentProfileBody,
  CustomerPaymentProfileResponse,
  CustomerProfileTokenBody,
  CustomerProfileTokenResponse,
  ErrorBody,
  errorResponses,
} from '@hw/shared';
import { badRequest, invalidFields } from '../plugins/errors.ts';
import { RATE_LIMITED } from '../plugins/rate-limit.ts';
import type { CardRefusal, CreatePaymentProfileResult } from './gateway.ts';
import { gatewayFailure } from './plugin.ts';

export const PROFILE_TOKEN_TTL_MS = 15 * 60 * 1000;

export const paymentMessages = {
  tokenInvalid: 'This card form has expired. Please start the payment again.',
} as const;

/** The field and words of each refusal of a card. */
export const cardRefusalProblems: Record<CardRefusal, { field: string; message: string }> = {
  invalidNumber: { field: 'cardNumber', message: 'The card number is not valid.' },
  expired: { field: 'expirationDate', message: 'The card has expired.' },
  invalidCode: { field: 'cardCode', message: 'The security code is not valid.' },
};

/** The token's signing key, derived from the access-token secret. */
export function profileTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('order/getCustomerProfileToken').digest();
}

/** `<claims>.<mac>`: the customer profile id and an expiry, signed with HMAC-SHA256. */
export function signProfileToken(key: Buffer, customerProfileId: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: customerProfileId, e: now + PROFILE_TOKEN_TTL_MS })).toString(
    'base64url',
  );
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The customer profile id of a genuine, unexpired token; undefined otherwise. */
export function verifyProfileToken(key: Buffer, token: string, now = Date.now()): string | undefined {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; e?: unknown };
    if (typeof claims.p !== 'string' || typeof claims.e !== 'number' || claims.e <= now) return undefined;
    return claims.p;
  } catch {
    return undefined;
  }
}

const tags = ['payments'];
const anonymous: { [name: string]: string[] }[] = [];
const answers = { ...errorResponses, 502: ErrorBody };

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tokenKey = profileTokenKey(app.keyRing.serverSecret);

  app.post(
    '/order/getCustomerProfileToken',
    {
      schema: {
        tags,
        security: anonymous,
        summary: 'Open a card customer profile',
        operationId: 'getCustomerProfileToken',
        description:
          'Creates a customer profile at the card gateway for the payer’s e-mail address and answers its id ' +
          '(authNetProfileId) with a token, valid for 15 minutes, that allows adding cards to that profile ' +
          'only (POST /order/getCustomerPaymentProfile). No sign-in needed. 502 when the gateway cannot be reached. ' +
          RATE_LIMITED,
        body: CustomerProfileTokenBody,
        response: { 200: CustomerProfileTokenResponse, ...answers },
      },
      preHandler: app.rateLimit({ scope: 'cardProfile' }),
    },
    async (request) => {
      try {
        const { customerProfileId } = await app.paymentGateway.createCustomerProfile({
          email: request.body.email,
          description: 'Web order',
        });
        return { customerProfileId, token: signProfileToken(tokenKey, customerProfileId) };
      } catch (error) {
        throw gatewayFailure(error);
      }
    },
  );

  app.post(
    '/order/getCustomerPaymentProfile',
    {
      schema: {
        tags,
        security: anonymous,
        summary: 'Add a card to a customer profile',
        operationId: 'getCustomerPaymentProfile',
        description:
          'Sends the card to the gateway, which keeps it under the token’s customer profile, and answers the ' +
          'profile ids (authNetProfileId, authNetPaymentProfileId) with the brand, last four digits and expiry. ' +
          'The card number and security code are never stored, logged or answered. A missing, altered or ' +
          'expired token: 400 on `token`. A card the gateway will not take: 400 naming `cardNumber`, ' +
          '`expirationDate` or `cardCode`. 502 when the gateway cannot be reached.',
        body: CustomerPaymentProfileBody,
        response: { 200: CustomerPaymentProfileResponse, ...answers },
      },
    },
    async (request) => {
      const { token, ...card } = request.body;
      const customerProfileId = verifyProfileToken(tokenKey, token);
      if (!customerProfileId) throw badRequest(paymentMessages.tokenInvalid, 'token');
      let result: CreatePaymentProfileResult;
      try {
        result = await app.paymentGateway.createPaymentProfile(customerProfileId, card);
      } catch (error) {
        throw gatewayFailure(error);
      }
      if (!result.created) throw invalidFields(result.refusals.map((refusal) => cardRefusalProblems[refusal]));
      return {
        authNetProfileId: customerProfileId,
        authNetPaymentProfileId: result.paymentProfileId,
        cardType: result.cardType,
        lastFour: result.lastFour,
        expirationDate: result.expirationDate,
      };
    },
  );
};
