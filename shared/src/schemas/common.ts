import { type Static, Type } from 'typebox';
import { ERROR_CODES } from '../error-codes.ts';

/** The error body of every failed call: `code` for programs, `message` for people. */
export const ErrorItem = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
  code: Type.Enum(ERROR_CODES, { type: 'string' }),
});
export const ErrorBody = Type.Object({
  hasErrors: Type.Literal(true),
  errors: Type.Array(ErrorItem),
});
export type ErrorBody = Static<typeof ErrorBody>;
export type ErrorItem = Static<typeof ErrorItem>;

export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
} as const;

export const StatusResponse = Type.Object({ status: Type.Literal('ok') });
export const HealthResponse = StatusResponse;

/** Dollars on the wire (cents inside: shared/src/money.ts). */
export const Dollars = Type.Number({ minimum: 0, maximum: 10_000_000 });
export const IsoDateTime = Type.String({ format: 'date-time' });
