/** The transport of spec core section 7: JSON calls with errors of section 8. */
import { ApiError, errorsOf, hasErrorsFlag } from './api-error.ts';
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

async function send(method: Method, url: string, body: unknown, opts: ApiOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { method, headers, body: payload, signal: opts.signal });
  } catch (error) {
    // A caller's cancel stays a cancel; a time-out is a failed connection like any other.
    if (opts.signal?.aborted && (opts.signal.reason as Error | undefined)?.name !== 'TimeoutError') throw error;
    throw ApiError.network();
  }
}

async function call<T>(method: Method, url: string, body: unknown, opts: ApiOptions, asBlob = false): Promise<T> {
  try {
    return await attempt<T>(method, url, body, opts, asBlob);
  } catch (error) {
    if (error instanceof ApiError && !opts.skipStatusCheck && needsStatusCheck(error.status, error.isNetworkError)) {
      // Offline, the app's own offline banner says it better than a server error would.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (!offline) void checkServerStatus();
    }
    throw error;
  }
}

async function attempt<T>(method: Method, url: string, body: unknown, opts: ApiOptions, asBlob: boolean): Promise<T> {
  let token = opts.auth ? await accessToken() : null;
  let response = await send(method, url, body, opts, token);
  if (response.status === 401 && opts.auth && token) {
    // One refresh and one retry: the token may have been revoked or outlived its clock.
    token = await accessToken(token);
    if (token) response = await send(method, url, body, opts, token);
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
