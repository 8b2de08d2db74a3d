/** POST /api/forum/subscribe/confirm: the mailed link's token subscribes its address (double opt-in). */
import { NewsletterConfirmResponse } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function confirmNewsletter(token: string): Promise<NewsletterConfirmResponse> {
  const answer = await apiPost('/api/forum/subscribe/confirm', { token });
  return checkedResponse(NewsletterConfirmResponse, answer, 'POST /api/forum/subscribe/confirm');
}

export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter });
