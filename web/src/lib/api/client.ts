/** The transport: JSON calls with the API's error shape, time-outs and the global wait. */
import { ApiError, errorsOf, hasErrorsFlag } from './api-error.ts';
import { REQUEST_TIMEOUT_MS, startDeadline } from './deadline.ts';
import { openGlobalWait } from './global-wait.ts';
import { accessToken } from './refresh.ts';
import { checkServerStatus, needsStatusCheck } from './status-check.ts';
import { apiUrl } from './url.ts';

export interface ApiOptions {
  /** Send the Bearer access token (refreshed first when expired). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not run the server status check when this call fails (e.g. logout, which ignores failures). */
  skipStatusCheck?: boolean;
  /**
   * After this long the call is aborted and fails as a network error. Default 30 s; dispatch statistics
   * pass DISPATCH_STATISTICS_TIMEOUT_MS, the offline queue UPLOAD_TIMEOUT_MS for a file.
   */
  timeoutMs?: number;
  /**
   * A call nobody is waiting on (the offline replay, cache refreshes, the logout's server call): it opens
   * no global wait, so the wait indicator does not show for it. Every other call opens one while it runs.
   */
  background?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isTimeout = (reason: unknown) => (reason as Error | undefined)?.name === 'TimeoutError';

/** Rejects with the signal's reason once it aborts: a call ends at its deadline even while it waits for a token. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason);
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

async function send(
  method: Method,
  url: string,
  body: unknown,
  opts: ApiOptions,
  token: string | null,
  signal: AbortSignal,
) {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { method, headers, body: payload, signal });
  } catch (error) {
    // A caller's cancel stays a cancel; a time-out is a failed connection like any other.
    if (opts.signal?.aborted && !isTimeout(opts.signal.reason)) throw error;
    throw ApiError.network();
  }
}

async function call<T>(method: Method, url: string, body: unknown, opts: ApiOptions, asBlob = false): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const deadline = startDeadline(timeoutMs, opts.signal);
  const closeWait = opts.background ? null : openGlobalWait({ timeoutMs });
  try {
    return await Promise.race([
      attempt<T>(method, url, body, opts, deadline.signal, asBlob),
      whenAborted(deadline.signal),
    ]);
  } catch (caught) {
    const timedOut = deadline.timedOut() || (opts.signal?.aborted && isTimeout(opts.signal.reason));
    const error = timedOut && !(caught instanceof ApiError) ? ApiError.network() : caught;
    if (error instanceof ApiError && !opts.skipStatusCheck && needsStatusCheck(error.status, error.isNetworkError)) {
      // Offline, the app's own offline banner says it better than a server error would.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (!offline) void checkServerStatus();
    }
    throw error;
  } finally {
    deadline.clear();
    closeWait?.();
  }
}

async function attempt<T>(
  method: Method,
  url: string,
  body: unknown,
  opts: ApiOptions,
  signal: AbortSignal,
  asBlob: boolean,
): Promise<T> {
  let token = opts.auth ? await accessToken() : null;
  let response = await send(method, url, body, opts, token, signal);
  if (response.status === 401 && opts.auth && token) {
    // One refresh and one retry: the token may have been revoked or outlived its clock.
    token = await accessToken(token);
    if (token) response = await send(method, url, body, opts, token, signal);
  }
  if (asBlob && response.ok) return (await response.blob()) as T;
  const data = await readBody(response);
  if (response.status >= 400) throw ApiError.fromStatus(response.status, data);
  if (hasErrorsFlag(data)) throw new ApiError({ status: response.status, errors: errorsOf(data) ?? [], body: data });
  return data as T;
}

export function apiGet<T>(path: string, query?: Record<string, unknown>, opts: ApiOptions = {}): Promise<T> {
  return call<T>('GET', apiUrl(path, query), undefined, opts);
}

/** A file download (e.g. an uploaded photo), with the same token and error rules as the JSON calls. */
export function apiGetBlob(path: string, opts: ApiOptions = {}): Promise<Blob> {
  return call<Blob>('GET', apiUrl(path), undefined, opts, true);
}

/** A file made from what is sent (e.g. a PDF with an uploaded photo on it), with the same rules as apiGetBlob. */
export function apiPostBlob(path: string, body: unknown, opts: ApiOptions = {}): Promise<Blob> {
  return call<Blob>('POST', apiUrl(path), body, opts, true);
}

export function apiPost<T>(path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  return call<T>('POST', apiUrl(path), body, opts);
}

export function apiPut<T>(path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  return call<T>('PUT', apiUrl(path), body, opts);
}

export function apiPatch<T>(path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  return call<T>('PATCH', apiUrl(path), body, opts);
}

export function apiDelete<T>(path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  return call<T>('DELETE', apiUrl(path), body, opts);
}
