/**
 * Input no real client sends, refused before it reaches a route:
 * - JSON nested deeper than MAX_JSON_DEPTH levels is 400 before it is parsed. The depth is counted in one
 *   pass over the text, so a body of 200,000 `[` costs a millisecond; parsed, it would overflow the stack of
 *   every recursive step after the parser (validation, the null-character check, the idempotency fingerprint).
 * - Text holding U+0000 is refused before validation: PostgreSQL cannot store it, and no field of this
 *   product has a use for it. Checked in the body, the query string and the path (where it arrives as %00).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, httpError, refuseProblems } from './errors.ts';

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

/** Whether a parsed value holds U+0000 anywhere (a key included): one walk that builds nothing. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    for (const key in value) {
      if (key.includes(NUL) || holdsNul((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}

/** Every place in a parsed value that holds U+0000, as dotted field names ('' for the value itself). */
export function fieldsWithNul(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsWithNul(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const field = path ? `${path}.${key}` : key;
      return key.includes(NUL) ? [field] : fieldsWithNul(item, field);
    });
  }
  return [];
}

const message = (field: string) => `${field || 'The request'} must not contain a null character.`;

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
      refuseNul(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});

function refuseNul(request: FastifyRequest) {
  // In the address it reaches the path and the query alike: one entry for the address.
  const { url } = request;
  if ((url.includes('%') && /%00/i.test(url)) || url.includes(NUL)) throw badRequest(message('The address'), 'url');
  const { body, query, params } = request;
  if (!holdsNul(body) && !holdsNul(query) && !holdsNul(params)) return;
  const fields = [...fieldsWithNul(body), ...fieldsWithNul(query), ...fieldsWithNul(params)];
  refuseProblems(fields.map((field) => ({ field: field || 'body', message: message(field) })));
}
