/** The app's way to the API. Other code imports only from here. */
export { ApiError, type ApiErrorEntry, isApiError } from './api-error.ts';
export { type ApiOptions, apiDelete, apiGet, apiGetBlob, apiPatch, apiPost, apiPostBlob, apiPut } from './client.ts';
export { DISPATCH_STATISTICS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './deadline.ts';
export {
  GLOBAL_WAIT_TIMEOUT_MS,
  type GlobalWaitOptions,
  isGlobalWaitShown,
  LOADER_DELAY_MS,
  openGlobalWait,
  subscribeGlobalWait,
  withGlobalWait,
} from './global-wait.ts';
export { accessToken, EXPIRY_MARGIN_MS, isTokenExpired } from './refresh.ts';
export {
  INITIALIZATION_TIMEOUT_MS,
  runStartupCheck,
  type StartupOutcome,
  type StartupStatus,
  startupStatus,
  subscribeStartupStatus,
} from './startup-check.ts';
export { checkServerStatus } from './status-check.ts';
export { registerTokenSource, type SessionTokens, type TokenSource } from './token-source.ts';
export { apiUrl } from './url.ts';
