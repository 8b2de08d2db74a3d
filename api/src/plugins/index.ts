/**
 * What every route shares: validation, errors, sign-in (tokens, signing keys, staff roles), idempotency, rate limits,
 * security headers, metrics. What other folders use comes from here.
 */
export { afterResponsePlugin } from './after-response.ts';
export { admitting, authPlugin, type CurrentUser, currentUser, isStaff } from './auth.ts';
export { jsonCompressionPlugin } from './compression.ts';
export { docsPlugin, multipartBody } from './docs.ts';
export {
  badRequest,
  errorBody,
  errorsPlugin,
  type FieldProblem,
  forbidden,
  HttpError,
  httpError,
  invalidFields,
  notFound,
  refuseProblems,
  unauthorized,
} from './errors.ts';
export { hostileInputPlugin } from './hostile-input.ts';
export {
  ANONYMOUS_CALLER_ID,
  assertTakesIdempotencyKey,
  canonicalJson,
  DetailedHttpError,
  IDEMPOTENCY_HEADER,
  idempotencyPlugin,
  sha256Hex,
  TAKES_IDEMPOTENCY_KEY,
} from './idempotency.ts';
export { LOG_SAFETY, requestChildLogger, withoutSecretsInQuery } from './log-safety.ts';
export { type AppMetrics, metricsPlugin } from './metrics.ts';
export {
  accountCreationFor,
  accountCreationLimits,
  type CountedEvents,
  countUnderLimits,
  type Limit,
  RATE_LIMITED,
  RATE_LIMITED_PER_CLIENT,
  rateLimitPlugin,
  takeBack,
  WORK_ORDER_RATE_LIMITED,
  workOrderOf,
} from './rate-limit.ts';
export { framedBySiteHeaders, REQUEST_ID_HEADER, securityPlugin } from './security.ts';
export { forgetSessionFamily, isSessionFamilyLive } from './session-families.ts';
export { requireStaffRole } from './staff-roles.ts';
export { staticSitePlugin } from './static-site.ts';
export { validatorCompiler } from './validation.ts';
