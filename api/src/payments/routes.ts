/**
 * Card payments: /order/getCustomerProfileToken, /order/getCustomerPaymentProfile.
 * Both are public: an anonymous homeowner adds a card while ordering. The first opens a customer profile
 * at the gateway and answers a token for it with the gateway's hosted card form; the card is typed into
 * that form, never sent to us; the second reads the card the form saved (brand, last four, expiry, ids).
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
import { badRequest, RATE_LIMITED } from '../plugins/index.ts';
import type { PaymentProfile } from './gateway.ts';
import { gatewayFailure, IFRAME_COMMUNICATOR_PATH } from './plugin.ts';
import { profileTokenKey, signProfileToken, verifyProfileToken } from './profile-token.ts';

export { PROFILE_TOKEN_TTL_MS, profileTokenKey, signProfileToken } from './profile-token.ts';

export const paymentMessages = {
  tokenInvalid: 'This card form has expired. Please start the payment again.',
  noCardSaved: 'No card was saved in the card form. Please enter your card.',
} as const;

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
          '(authNetProfileId) with a token, valid for 15 minutes, for that profile only, and the gateway’s hosted ' +
          'card form (`hostedFormUrl`, `hostedFormToken`): the page posts `hostedFormToken` as the form field ' +
          '`token` to `hostedFormUrl` in a frame, the card is typed there, and the form reports through ' +
          `${IFRAME_COMMUNICATOR_PATH} (\`action=successfulSave\`). No sign-in needed. 502 when the gateway cannot be reached. ` +
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
        const form = await app.paymentGateway.hostedCardForm({
          customerProfileId,
          communicatorUrl: `${app.config.publicOrigin}${IFRAME_COMMUNICATOR_PATH}`,
          billingZipRequired: true,
        });
        return {
          customerProfileId,
          token: signProfileToken(tokenKey, customerProfileId),
          hostedFormUrl: form.url,
          hostedFormToken: form.token,
        };
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
        summary: 'Read the card saved in the hosted card form',
        operationId: 'getCustomerPaymentProfile',
        description:
          'After the gateway’s hosted card form said the card was saved, reads it from the gateway: the card last ' +
          'saved under the token’s customer profile, as profile ids (authNetProfileId, authNetPaymentProfileId) ' +
          'with the brand, last four digits and expiry. No card number is sent or answered. `profileToken` echoes ' +
          'the token: a payment naming these ids must carry it (it is how the server knows the payer typed this ' +
          'card). A missing, altered or expired token: 400 on `token`; no card saved yet: 400 on `token`. 502 when ' +
          'the gateway cannot be reached.',
        body: CustomerPaymentProfileBody,
        response: { 200: CustomerPaymentProfileResponse, ...answers },
      },
    },
    async (request) => {
      const { token } = request.body;
      const customerProfileId = verifyProfileToken(tokenKey, token);
      if (!customerProfileId) throw badRequest(paymentMessages.tokenInvalid, 'token');
      let cards: PaymentProfile[];
      try {
        cards = await app.paymentGateway.listPaymentProfiles(customerProfileId);
      } catch (error) {
        throw gatewayFailure(error);
      }
      const result = cards.at(-1);
      if (!result) throw badRequest(paymentMessages.noCardSaved, 'token');
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
