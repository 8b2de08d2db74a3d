/**
 * Card payments: /order/getCustomerProfileToken, /order/getCustomerPaymentProfile.
 * Both are public: an anonymous homeowner adds a card while ordering. The first opens a customer profile
 * at the gateway and answers a token that lets the second add cards to that profile only, for 15 minutes.
 * The card number and security code pass through to the gateway; no log line, error or answer holds them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerPaymentProfileBody,
  CustomerPaymentProfileResponse,
  CustomerProfileTokenBody,
  CustomerProfileTokenResponse,
  ErrorBody,
  errorResponses,
} from '@hw/shared';
import { badRequest, invalidFields, RATE_LIMITED } from '../plugins/index.ts';
import type { CardRefusal, CreatePaymentProfileResult } from './gateway.ts';
import { gatewayFailure } from './plugin.ts';
import { profileTokenKey, signProfileToken, verifyProfileToken } from './profile-token.ts';

export { PROFILE_TOKEN_TTL_MS, profileTokenKey, signProfileToken } from './profile-token.ts';

export const paymentMessages = {
  tokenInvalid: 'This card form has expired. Please start the payment again.',
} as const;

/** The field and words of each refusal of a card. */
export const cardRefusalProblems: Record<CardRefusal, { field: string; message: string }> = {
  invalidNumber: { field: 'cardNumber', message: 'The card number is not valid.' },
  expired: { field: 'expirationDate', message: 'The card has expired.' },
  invalidCode: { field: 'cardCode', message: 'The security code is not valid.' },
};

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
          'The card number and security code are never stored, logged or answered. `profileToken` echoes the token: ' +
          'a payment naming these ids must carry it (it is how the server knows the payer typed this card). A missing, altered or ' +
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
        profileToken: token,
      };
    },
  );
};
