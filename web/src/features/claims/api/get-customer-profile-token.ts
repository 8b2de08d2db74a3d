/** POST /api/order/getCustomerProfileToken: the card gateway's customer profile and a one-card permission. */
import { CustomerProfileTokenResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function getCustomerProfileToken(email: string): Promise<Static<typeof CustomerProfileTokenResponse>> {
  const answer = await apiPost('/api/order/getCustomerProfileToken', { email });
  return checkedResponse(CustomerProfileTokenResponse, answer, 'POST /api/order/getCustomerProfileToken');
}
