/**
 * Request validation. A JSON body is taken as sent: a number field given "5" or null is refused, not
 * turned into 5 or 0 (an older client or a hostile one must not be guessed at). Path parameters, query
 * strings and headers arrive as text, so their numbers and booleans are read from it. Unknown fields
 * are dropped (nothing unknown reaches a handler) and every bad field is reported.
 */
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its function is the module itself or its default export.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

const common: Options = { allErrors: true, removeAdditional: 'all', useDefaults: true, addUsedSchema: false };
const bodies = addFormats(new Ajv({ ...common, coerceTypes: false }));
const textParts = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodies : textParts).compile(schema);
