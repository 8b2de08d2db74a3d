/**
 * What the dialog says when filing fails: the server's error
 * messages joined, else "An error occurred while submitting your claim."; no answer at all, "Oops, something
 * went wrong! Please call us at {phone}". Which way the dialog goes on is decided by the status and the
 * error code, never by the wording.
 */
import { messages } from '@hw/shared';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';

export type SubmitFailureKind =
  /** 402: the card was declined; nothing was charged or filed. Another card may do. */
  | 'declined'
  /** 409 priceChanged: the service call fee is no longer the one agreed to. */
  | 'feeChanged'
  /** 409 slotTaken: the visit window chosen was booked meanwhile; another is chosen from the fresh ones. */
  | 'slotTaken'
  /** 422 notCovered: the answers end at something the plan does not cover. */
  | 'notCovered'
  /** 400: the server found a problem with what was sent. */
  | 'invalid'
  /** No answer: the request may or may not have arrived; sending again under the same key is safe. */
  | 'lost'
  /** Anything else (a gateway or server failure). */
  | 'failed';

export interface SubmitFailure {
  kind: SubmitFailureKind;
  message: string;
}

const codesOf = (body: unknown): string[] => {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.flatMap((e) => (typeof e?.code === 'string' ? [e.code] : [])) : [];
};

/** The messages of the server's own error body, joined; empty when it gave none. */
function serverMessages(body: unknown): string {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return '';
  return errors
    .map((e) => (typeof e?.message === 'string' ? e.message.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

export function submitFailure(error: unknown, phone: string = brand.phone): SubmitFailure {
  if (!isApiError(error)) return { kind: 'failed', message: messages.serviceRequest.claimFailure };
  if (error.isNetworkError) return { kind: 'lost', message: messages.serviceRequest.sendFailure(phone) };
  const message = serverMessages(error.body) || messages.serviceRequest.claimFailure;
  const codes = codesOf(error.body);
  if (error.status === 402 || codes.includes('paymentDeclined')) return { kind: 'declined', message };
  if (codes.includes('priceChanged')) return { kind: 'feeChanged', message };
  if (codes.includes('slotTaken')) return { kind: 'slotTaken', message };
  if (codes.includes('notCovered')) return { kind: 'notCovered', message };
  if (error.status === 400) return { kind: 'invalid', message };
  return { kind: 'failed', message };
}
