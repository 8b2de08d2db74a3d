/**
 * Request validation. A JSON body is taken as sent: a number field given "5" or null is refused, not
 * turned into 5 or 0 (an older client or a hostile one must not be guessed at). Path parameters, query
 * strings and headers arrive as text, so their numbers and booleans are read from it, and a number read
 * as infinite is refused. A date field is refused outside its window around today. Unknown fields
 * are dropped (nothing unknown reaches a handler) and every bad field is reported.
 */
import { DATE_WINDOW_KEYWORD, DATE_WINDOWS, type DateWindowName, isInDateWindow, momentOf } from '@hw/shared';
import { Ajv, type ErrorObject, type Options, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its function is the module itself or its default export.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

/** A date field's window (DayIn, DateTimeIn in shared/src/schemas/common.ts), checked against today. */
const inDateWindow: SchemaValidateFunction = (name: DateWindowName, text: string) => {
  const at = momentOf(text);
  // Text that is no date at all is refused by its format.
  if (Number.isNaN(at.getTime())) return true;
  const window = DATE_WINDOWS[name];
  if (isInDateWindow(window, at)) return true;
  inDateWindow.errors = [{ keyword: DATE_WINDOW_KEYWORD, message: window.message, params: { window: name } }];
  return false;
};

const common: Options = { allErrors: true, removeAdditional: 'all', useDefaults: true, addUsedSchema: false };

function validator(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = addFormats(new Ajv({ ...common, coerceTypes }));
  ajv.addKeyword({ keyword: DATE_WINDOW_KEYWORD, type: 'string', schemaType: 'string', validate: inDateWindow });
  return ajv;
}

const bodies = validator(false);
const textParts = validator('array');

/** JSON pointers to the numbers in a value that are not finite. */
function nonFiniteNumbers(value: unknown, pointer = ''): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [pointer];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nonFiniteNumbers(item, `${pointer}/${key}`));
  }
  return [];
}

/**
 * A number read from text can be infinite ("1e309"), and Ajv checks no range of an infinite number it has
 * read: the part is refused when any number in it is not finite.
 */
function withFiniteNumbers(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const valid = validate(data, context);
    const infinite: ErrorObject[] = nonFiniteNumbers(data).map((instancePath) => ({
      instancePath,
      schemaPath: '',
      keyword: 'finite',
      params: {},
    }));
    const errors = [...(validate.errors ?? []), ...infinite];
    check.errors = errors.length > 0 ? errors : null;
    return valid && infinite.length === 0;
  }) as ValidateFunction;
  // Fastify passes the part's parent (so that a coerced root value is kept) to a function that has one.
  Object.assign(check, { schemaEnv: validate.schemaEnv });
  return check;
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodies.compile(schema) : withFiniteNumbers(textParts.compile(schema));
