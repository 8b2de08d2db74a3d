/**
 * Input no real client sends, refused before it reaches a route:
 * - JSON nested deeper than MAX_JSON_DEPTH levels is 400 before it is parsed. The depth is counted in one
 *   pass over the text, so a body of 200,000 `[` costs a millisecond; parsed, it would overflow the stack of
 *   every recursive step after the parser (validation, the null-character check, the idempotency fingerprint).
 * - Text holding U+0000 or an unpaired UTF-16 surrogate (a JSON escape such as "\ud800" without its other
 *   half) is refused before validation: PostgreSQL cannot store either, and neither is text a person typed.
 *   Checked in the body, the query string and the path (where U+0000 arrives as %00).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type FieldProblem, httpError, refuseProblems } from './errors.ts';

const NUL = '\u0000';

/** Deeper than any request of this API (the deepest nest a few levels); far below what would strain the stack. */
export const MAX_JSON_DEPTH = 64;
export const tooDeepMessage = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;
const QUOTE = 34;
const BACKSLASH = 92;

/** True when the JSON text opens more than `max` arrays or objects at once (brackets inside strings do not count). */
export function nestedDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/** With the `u` flag a surrogate pair reads as one character, so only a half without its partner matches. */
const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

/** Why a text cannot be taken, as the end of a sentence naming its field; undefined when it can. */
function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return 'must not contain a null character.';
  if (UNPAIRED_SURROGATE.test(text)) return 'must be valid Unicode text (it holds half of a UTF-16 surrogate pair).';
  return undefined;
}

/** Whether a parsed value holds unacceptable text anywhere (a key included): one walk that builds nothing. */
function holdsBadText(value: unknown): boolean {
  if (typeof value === 'string') return textProblem(value) !== undefined;
  if (Array.isArray(value)) return value.some(holdsBadText);
  if (value && typeof value === 'object') {
    for (const key in value) {
      if (textProblem(key) !== undefined || holdsBadText((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}

/** Every place in a parsed value that holds unacceptable text, by dotted field name ('' for the value itself). */
function badTextFields(value: unknown, path = ''): FieldProblem[] {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [{ field: path, message: `${path || 'The request'} ${problem}` }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => badTextFields(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const field = path ? `${path}.${key}` : key;
      // A bad field name is reported as the field's problem, whatever its value.
      return badTextFields(textProblem(key) ? key : item, field);
    });
  }
  return [];
}

export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  // Fastify's own JSON parser (prototype poisoning refused), behind the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string)) return done(httpError(400, 'invalidJson', tooDeepMessage), undefined);
    return parseJson(request, body as string, done);
  });

  // A callback hook, not an async one: it runs on every request, and most have nothing to check.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseBadText(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});

function refuseBadText(request: FastifyRequest) {
  // In the address it reaches the path and the query alike: one entry for the address.
  const { url } = request;
  if ((url.includes('%') && /%00/i.test(url)) || url.includes(NUL)) {
    throw badRequest('The address must not contain a null character.', 'url');
  }
  const { body, query, params } = request;
  if (!holdsBadText(body) && !holdsBadText(query) && !holdsBadText(params)) return;
  const found = [...badTextFields(body), ...badTextFields(query), ...badTextFields(params)];
  refuseProblems(found.map(({ field, message }) => ({ field: field || 'body', message })));
}
