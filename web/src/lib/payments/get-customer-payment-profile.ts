/**
 * POST /api/order/getCustomerPaymentProfile: after the gateway's hosted card form said it saved the card, reads
 * that card back with the profile token only (ids, brand, last four, expiry). No card number is sent or answered.
 * Never through the query or mutation cache: the token goes with one payment and is then forgotten.
 */
import { type CustomerPaymentProfileBody, CustomerPaymentProfileResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function getCustomerPaymentProfile(
  body: Static<typeof CustomerPaymentProfileBody>,
): Promise<CustomerPaymentProfileResponse> {
  const answer = await apiPost('/api/order/getCustomerPaymentProfile', body);
  return checkedResponse(CustomerPaymentProfileResponse, answer, 'POST /api/order/getCustomerPaymentProfile');
}
