/** POST /api/forum/subscribe/{email}: signs an address up for the newsletter. */
import { NewsletterResponse } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function subscribeNewsletter(email: string): Promise<NewsletterResponse> {
  const answer = await apiPost(`/api/forum/subscribe/${encodeURIComponent(email)}`);
  return checkedResponse(NewsletterResponse, answer, 'POST /api/forum/subscribe/{email}');
}

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
