/** The machine-readable `code` of every error item the API answers (DESIGN.md section 2); clients branch on it. */
export const ERROR_CODES = [
  'validation',
  'invalidJson',
  'unauthorized',
  'forbidden',
  'notFound',
  'versionConflict',
  'inProgress',
  'idempotencyKeyReused',
  'preAuthorizedLimit',
  'ticketClosed',
  'agreementRequired',
  'tooLarge',
  'unsupportedMediaType',
  'rateLimited',
  'invalidCredentials',
  'serverError',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
