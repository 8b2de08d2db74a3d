/** What the billing tests share: the job context, a card saved through the hosted form, a monthly order. */
import { HOMEOWNER_PLAN_TYPE_ID, SANDBOX_APPROVED_CARD } from '@hw/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { JobContext } from '../src/jobs/job.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from '../src/seed/reference.ts';
import { type TestApp, typeCard } from './helper.ts';

/** What a job run needs, taken from the test app, acting as of `now`. */
export const jobContext = (t: TestApp, now: Date): JobContext => ({
  database: t.database,
  gateway: t.app.paymentGateway,
  mailer: t.app.mailer,
  config: t.app.config,
  log: t.app.log,
  now,
});

/** A card expiry three years ahead, so a card typed today stays valid while the tests run. */
export const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

/** A saved card as POST /api/order/getCustomerPaymentProfile answers it. */
export interface SavedCard {
  authNetProfileId: string;
  authNetPaymentProfileId: string;
  cardType: string;
  lastFour: string;
  expirationDate: string;
  profileToken: string;
}

/** A card typed into the gateway's hosted form for `email` and read back by the API. */
export async function savedCard(
  app: FastifyInstance,
  email: string,
  cardNumber = SANDBOX_APPROVED_CARD,
  expirationDate = FUTURE_EXPIRY,
): Promise<SavedCard> {
  const card = await typeCard(app, email, { cardNumber, expirationDate, cardCode: '123' });
  expect(card.statusCode, JSON.stringify(card)).toBe(200);
  return card.json as unknown as SavedCard;
}

/** The body of POST /api/order for the monthly Signature homeowner plan on an Austin single-family home. */
export function monthlyOrderBody(
  card: object,
  owner: { firstName: string; lastName: string; email: string; phone?: string },
  streetAddress = '100 Congress Ave',
) {
  return {
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    planId: 'plan-ho-signature',
    property: {
      address: { streetAddress, city: 'Austin', state: 'TX', zipCode: '78701' },
      dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
      squareFootage: 1000,
    },
    owner: { phone: '512-555-0188', ...owner },
    payment: { type: 'monthly', ...card },
  };
}
