/**
 * POST /api/lead/brochure?culture={language}: keeps the brochure lead and answers the address of the PDF
 * in that language. A zip outside the market states is refused (422 noService).
 */
import { type BrochureBody, type BrochureCulture, BrochureResponse } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export interface BrochureRequest {
  culture: BrochureCulture;
  body: BrochureBody;
}

export async function requestBrochure({ culture, body }: BrochureRequest): Promise<BrochureResponse> {
  const answer = await apiPost(`/api/lead/brochure?culture=${encodeURIComponent(culture)}`, body);
  return checkedResponse(BrochureResponse, answer, 'POST /api/lead/brochure');
}
