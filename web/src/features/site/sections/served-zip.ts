/**
 * Whether the site serves a zip code: GET /api/reference/stateByZipCode/{zip} names its
 * state and whether it is a market state. A zip that is not a US one is not served either.
 */
import { messages } from '@hw/shared';
import { isApiError } from '#web/lib/api/index.ts';
import { getStateByZip, isFullZip } from '#web/lib/reference/get-state-by-zip.ts';

/** The zip's state when the site serves it; null when it does not. Other failures are thrown. */
export async function servedState(postalCode: string): Promise<string | null> {
  const zip = postalCode.replace(/\D/g, '').slice(0, 5);
  if (!isFullZip(zip)) return null;
  try {
    const answer = await getStateByZip(zip);
    return answer.isMarketState ? answer.stateCode : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The API's own refusal of a zip outside the market states (422 noService). */
export const isNoServiceError = (error: unknown): boolean =>
  isApiError(error) && error.status === 422 && error.errors.some((entry) => entry.field === 'postalCode');

/**
 * The No Service toast, closable; each form gives its own time (15 s quote, 10 s brochure). Its words are read when
 * the toast is made (`{ ...NO_SERVICE }`), in the page's language.
 */
export const NO_SERVICE = {
  get title() {
    return messages.noService.title;
  },
  get text() {
    return messages.noService.text;
  },
  kind: 'warning',
} as const;
