/**
 * Text holding U+0000 is refused before validation: PostgreSQL cannot store it, and no field of this
 * product has a use for it. Checked in the body, the query string and the path (where it arrives as %00).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './errors.ts';

const NUL = '\u0000';

/** The first place in a parsed value that holds U+0000, as a dotted field name ('' for the value itself). */
export function fieldWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = fieldWithNul(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return field;
      const found = fieldWithNul(item, field);
      if (found !== null) return found;
    }
  }
  return null;
}

const message = (field: string) => `${field || 'The request'} must not contain a null character.`;

export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes(NUL)) throw badRequest(message('The address'), 'url');
    for (const part of [request.body, request.query, request.params]) {
      const field = fieldWithNul(part);
      if (field !== null) throw badRequest(message(field), field || undefined);
    }
  });
});
