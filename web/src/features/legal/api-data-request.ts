/** POST /api/privacy/dataRequest: a privacy request made through the state notice's form. */
import { type DataRequestBody, DataRequestResponse } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function sendDataRequest(body: DataRequestBody) {
  const answer = await apiPost('/api/privacy/dataRequest', body);
  return checkedResponse(DataRequestResponse, answer, 'POST /api/privacy/dataRequest');
}
