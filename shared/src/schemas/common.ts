import { type Static, type TNumberOptions, type TObject, Type } from 'typebox';
import { DATE_WINDOW_KEYWORD, DATE_WINDOWS, type DateWindowName } from '../date-windows.ts';
import { ERROR_CODES } from '../error-codes.ts';
import { MAX_DOLLARS } from '../money.ts';

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

/**
 * An amount of money sent to the API, in dollars (cents inside: shared/src/money.ts): 0 to MAX_DOLLARS, or the
 * narrower range a field gives.
 */
export const Dollars = /* @__NO_SIDE_EFFECTS__ */ (
  options: Pick<TNumberOptions, 'minimum' | 'maximum' | 'default'> = {},
) => Type.Number({ minimum: 0, maximum: MAX_DOLLARS, ...options });

/** The most a row id (a whole number) may be: the largest 32-bit integer, the range of an integer column. */
export const MAX_ROW_ID = 2_147_483_647;
/** A numeric id sent to the API, in a path above all: a whole number from 1 to MAX_ROW_ID. */
export const RowId = Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

export const IsoDateTime = Type.String({ format: 'date-time' });

/** A day (YYYY-MM-DD) sent to the API, within its kind's window around today (shared/src/date-windows.ts). */
export const DayIn = /* @__NO_SIDE_EFFECTS__ */ (window: DateWindowName) =>
  Type.String({ format: 'date', [DATE_WINDOW_KEYWORD]: window, description: DATE_WINDOWS[window].message });
/** A date-time sent to the API, within its kind's window around today (shared/src/date-windows.ts). */
export const DateTimeIn = /* @__NO_SIDE_EFFECTS__ */ (window: DateWindowName) =>
  Type.String({ format: 'date-time', [DATE_WINDOW_KEYWORD]: window, description: DATE_WINDOWS[window].message });

/**
 * A public form's body as the API document describes it. The route's schema takes every field as optional, so
 * that each problem is answered with the form's own message; the form's rules then refuse what this shows: the
 * fields it requires (not blank) and the formats it checks. A client built from the document sends a valid
 * request first time.
 */
export function documentedForm<T extends TObject>(
  body: T,
  rules: {
    required: readonly (keyof T['properties'] & string)[];
    formats?: Partial<Record<keyof T['properties'], object>>;
  },
): object {
  const properties = Object.fromEntries(
    Object.entries(body.properties).map(([name, schema]) => {
      const required = rules.required.includes(name as keyof T['properties'] & string);
      return [name, { ...schema, ...(required ? { minLength: 1, pattern: '\\S' } : {}), ...rules.formats?.[name] }];
    }),
  );
  return { type: 'object', properties, required: [...rules.required] };
}
