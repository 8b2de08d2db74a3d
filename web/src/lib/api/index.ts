/** The app's way to the API. Other code imports only from here. */
export { ApiError, isApiError } from './api-error.ts';
export { type ApiOptions, apiDelete, apiGet, apiGetBlob, apiPatch, apiPost, apiPostBlob, apiPut } from './client.ts';
export { DISPATCH_STATISTICS_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './deadline.ts';
export { withGlobalWait } from './global-wait.ts';
export { accessToken, isTokenExpired } from './refresh.ts';
export { runStartupCheck } from './startup-check.ts';
export { registerTokenSource, type SessionTokens, type TokenSource } from './token-source.ts';
export { apiUrl } from './url.ts';
