/**
 * POST /api/order/getCustomerPaymentProfile: hands a card to the gateway and answers its profile ids.
 * Never through the query or mutation cache: the card number, expiry and security code exist only in the
 * card form's state and this one request.
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
