/**
 * How a failed replay is handled and how it is explained to the technician.
 * Decided by the HTTP status and the API's machine-readable error `code` only, never by the wording.
 */
import type { ErrorCode } from '@hw/shared';

/** What a transport error carries (the ApiError of web/src/lib/api). */
export interface TransportError {
  status: number;
  errors?: { message: string; field?: string; code?: string }[];
  isNetworkError?: boolean;
  body?: unknown;
}

export type FailureKind =
  /** Network down, server busy or the same request still being handled: keep the order, try again later. */
  | 'retry'
  /** The session is gone: pause everything until the technician signs in again. */
  | 'signIn'
  /** The data changed on the server since this change was made: merge or show side by side. */
  | 'versionConflict'
  /** The server refused this change for a business reason: show it, go on with the rest. */
  | 'rejected';

const asTransportError = (error: unknown): TransportError => {
  if (error && typeof error === 'object' && 'status' in error) return error as TransportError;
  return { status: 0, isNetworkError: true, errors: [{ message: String(error) }] };
};

const codesOf = (error: TransportError) => new Set((error.errors ?? []).map((entry) => entry.code));

/** Codes that decide the handling whatever the status; every other code is a refusal. */
const BY_CODE: Partial<Record<ErrorCode, FailureKind>> = {
  versionConflict: 'versionConflict',
  inProgress: 'retry',
  unauthorized: 'signIn',
  rateLimited: 'retry',
  tooManyRequests: 'retry',
  serverError: 'retry',
  // A 409 that is a refusal: the order's price changed; the person must see the new one first.
  priceChanged: 'rejected',
  paymentGatewayError: 'retry',
};

export function classifyFailure(error: unknown): FailureKind {
  const e = asTransportError(error);
  if (e.isNetworkError || e.status === 0) return 'retry';
  const codes = codesOf(e);
  for (const [code, kind] of Object.entries(BY_CODE)) if (codes.has(code)) return kind;
  if (e.status >= 500 || e.status === 408 || e.status === 429) return 'retry';
  if (e.status === 401) return 'signIn';
  if (e.status === 409) {
    // An answer without a code: a version conflict names the current version, a key in progress does not.
    const body = e.body as { currentVersion?: unknown } | null | undefined;
    return body?.currentVersion !== undefined ? 'versionConflict' : 'retry';
  }
  return 'rejected';
}

const fallbackByCode: Partial<Record<ErrorCode, string>> = {
  ticketClosed: 'This is closed and can no longer be changed, so the change was not accepted.',
  preAuthorizedLimit: 'The total would be over your pre-authorized amount.',
  agreementRequired: 'Please accept the service agreement first.',
  forbidden: 'You may no longer make this change, so it was not accepted.',
  notFound: 'What this change was for could not be found on the server any more.',
  tooLarge: 'This file is too large to send.',
  unsupportedMediaType: 'This kind of file cannot be sent. Use a photo or a PDF.',
  idempotencyKeyReused: 'The server had already received a different version of this change.',
};

const fallbackByStatus: Record<number, string> = {
  400: 'The server could not accept this change as it is.',
  403: 'You may no longer make this change, so it was not accepted.',
  404: 'What this change was for could not be found on the server any more.',
  413: 'This file is too large to send.',
  415: 'This kind of file cannot be sent. Use a photo or a PDF.',
  422: 'The server refused this change.',
};

/** The server's own words where it gave some, otherwise a plain sentence for the code or the status. */
export function explainFailure(error: unknown): string {
  const e = asTransportError(error);
  if (e.isNetworkError || e.status === 0) return 'No connection to the server. It will be sent when you are online.';
  const serverWords = (e.errors ?? []).map((entry) => entry.message).filter(Boolean);
  if (serverWords.length > 0 && e.status < 500) return serverWords.join(' ');
  if (e.status >= 500) return 'The server had a problem. It will try again shortly.';
  const byCode = [...codesOf(e)].map((code) => fallbackByCode[code as ErrorCode]).find(Boolean);
  return byCode ?? fallbackByStatus[e.status] ?? `The server refused this change (code ${e.status}).`;
}
