/** POST /api/contact/email: the contact page's message to customer care. */
import { type ContactEmailBody, ContactEmailResponse } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function sendContactEmail(body: ContactEmailBody) {
  const answer = await apiPost('/api/contact/email', body);
  return checkedResponse(ContactEmailResponse, answer, 'POST /api/contact/email');
}
