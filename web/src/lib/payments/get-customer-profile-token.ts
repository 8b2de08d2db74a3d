/**
 * POST /api/order/getCustomerProfileToken: the card gateway's customer profile for the payer's e-mail and a
 * short-lived token that adds one card to it; a payment naming that card carries the token as well
 * (`profileToken`), which shows it comes from whoever typed the card. Called straight from a card form's
 * submit handler, never through the query cache.
 */
import { CustomerProfileTokenResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function getCustomerProfileToken(email: string): Promise<Static<typeof CustomerProfileTokenResponse>> {
  const answer = await apiPost('/api/order/getCustomerProfileToken', { email });
  return checkedResponse(CustomerProfileTokenResponse, answer, 'POST /api/order/getCustomerProfileToken');
}
