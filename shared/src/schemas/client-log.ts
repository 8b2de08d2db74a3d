/**
 * An unexpected error in a visitor's browser, as the app reports it to the server's log (POST /log/clientError).
 * Anonymous: the report names no user, and the server keeps it only in its log, never in the database. The
 * app cuts each field to its bound before sending, so a long stack never makes the report itself fail.
 */
import { type Static, Type } from 'typebox';
import { CLIENT_ERROR_LIMITS } from '../client-error-limits.ts';

export const ClientErrorReport = Type.Object({
  message: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.message }),
  stack: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_LIMITS.stack })),
  /** The page the error happened on. */
  url: Type.String({ maxLength: CLIENT_ERROR_LIMITS.url }),
  userAgent: Type.String({ maxLength: CLIENT_ERROR_LIMITS.userAgent }),
  /** A window error or an unhandled promise rejection. */
  kind: Type.Union([Type.Literal('error'), Type.Literal('unhandledRejection')]),
});
export type ClientErrorReport = Static<typeof ClientErrorReport>;
