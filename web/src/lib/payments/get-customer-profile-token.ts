/**
 * POST /api/order/getCustomerProfileToken: the card gateway's customer profile for the payer's e-mail, a
 * short-lived token for it, and the gateway's hosted card form (`hostedFormUrl`, `hostedFormToken`) where the card
 * is typed. A payment naming the card saved there carries the token as well (`profileToken`), which shows it comes
 * from whoever typed the card. Called when the card form opens (use-hosted-card.ts), never through the query cache.
 */
import { CustomerProfileTokenResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function getCustomerProfileToken(email: string): Promise<Static<typeof CustomerProfileTokenResponse>> {
  const answer = await apiPost('/api/order/getCustomerProfileToken', { email });
  return checkedResponse(CustomerProfileTokenResponse, answer, 'POST /api/order/getCustomerProfileToken');
}
