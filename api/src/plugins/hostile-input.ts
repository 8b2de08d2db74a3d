/**
 * Text holding U+0000 is refused before validation: PostgreSQL cannot store it, and no field of this
 * product has a use for it. Checked in the body, the query string and the path (where it arrives as %00).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, refuseProblems } from './errors.ts';

const NUL = '\u0000';

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
  app.addHook('preValidation', async (request) => {
    // In the address it reaches the path and the query alike: one entry for the address.
    if (/%00/i.test(request.url) || request.url.includes(NUL)) throw badRequest(message('The address'), 'url');
    const fields = [request.body, request.query, request.params].flatMap((part) => fieldsWithNul(part));
    refuseProblems(fields.map((field) => ({ field: field || 'body', message: message(field) })));
  });
});
