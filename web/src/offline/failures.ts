/** How a failed replay is handled (DESIGN.md section 4, Failures) and how it is explained to the technician. */

/** What a transport error carries (the ApiError of web/src/lib/api). */
export interface TransportError {
  status: number;
  errors?: { message: string; field?: string }[];
  isNetworkError?: boolean;
  body?: unknown;
}

export type FailureKind =
  /** Network down, server busy or the same request still running: keep the order, try again later. */
  | 'retry'
  /** The session is gone: pause everything until the technician signs in again. */
  | 'signIn'
  /** The ticket changed on the server since this edit: merge or show side by side. */
  | 'versionConflict'
  /** The server refused this change for a business reason: show it, go on with the rest. */
  | 'rejected';

const asTransportError = (error: unknown): TransportError => {
  if (error && typeof error === 'object' && 'status' in error) return error as TransportError;
  return { status: 0, isNetworkError: true, errors: [{ message: String(error) }] };
};

/** A 409 means a version conflict when it names the version; otherwise the same key is still being handled. */
function isVersionConflict(error: TransportError): boolean {
  const body = error.body as { conflict?: unknown; currentVersion?: unknown } | undefined;
  if (body && (body.conflict !== undefined || body.currentVersion !== undefined)) return true;
  return (error.errors ?? []).some((e) => e.field === 'version' || /version|changed since|modified/i.test(e.message));
}

export function classifyFailure(error: unknown): FailureKind {
  const e = asTransportError(error);
  if (e.isNetworkError || e.status === 0) return 'retry';
  if (e.status >= 500 || e.status === 408 || e.status === 429) return 'retry';
  if (e.status === 401) return 'signIn';
  if (e.status === 409) return isVersionConflict(e) ? 'versionConflict' : 'retry';
  return 'rejected';
}

const fallbackByStatus: Record<number, string> = {
  400: 'The server could not accept this change as it is.',
  403: 'This ticket is no longer assigned to you, so the change was not accepted.',
  404: 'This ticket could not be found on the server any more.',
  413: 'This file is too large to send.',
  415: 'This kind of file cannot be sent. Use a photo or a PDF.',
  422: 'The server refused this change.',
};

/** The server's own words where it gave some, otherwise a plain sentence for the status. */
export function explainFailure(error: unknown): string {
  const e = asTransportError(error);
  if (e.isNetworkError || e.status === 0) return 'No connection to the server. It will be sent when you are online.';
  const serverWords = (e.errors ?? []).map((entry) => entry.message).filter(Boolean);
  if (serverWords.length > 0 && e.status < 500) return serverWords.join(' ');
  if (e.status >= 500) return 'The server had a problem. It will try again shortly.';
  return fallbackByStatus[e.status] ?? `The server refused this change (code ${e.status}).`;
}
