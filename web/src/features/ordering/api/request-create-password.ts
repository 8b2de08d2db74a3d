/**
 * POST /api/authenticate/forgotPassword for the owner of a new order: an account an order made has no
 * password, so the server's mail is the one about creating it.
 */
import type { MessageResponse } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';

export function requestCreatePassword(email: string) {
  return apiPost<MessageResponse>('/api/authenticate/forgotPassword', { email: email.trim() });
}
