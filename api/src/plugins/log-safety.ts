import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/**
 * What never reaches a log line: credentials and card data anywhere they could be logged (headers, bodies,
 * errors), and the tokens of mailed links in an address's query.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'cardNumber',
  'cardCode',
  'cvv',
  'token',
  'access_token',
  'refresh_token',
  'code',
  // The work-order status link's token.
  't',
  // The live stream's ticket.
  'ticket',
];
export const LOG_SAFETY = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `body.${key}`, `req.body.${key}`]),
    ],
    censor: '[redacted]',
  },
  serializers: {
    req(request: { method: string; url: string; id: string; ip?: string }) {
      return {
        id: request.id,
        method: request.method,
        url: withoutSecretsInQuery(request.url),
        remoteAddress: request.ip,
      };
    },
  },
};

/** The address with the values of secret query parameters (mailed links' tokens, codes) replaced. */
export function withoutSecretsInQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const key of [...query.keys()]) {
    if (SECRET_KEYS.includes(key) || /token|password|secret|code/i.test(key)) query.set(key, '[redacted]');
  }
  return `${url.slice(0, at)}?${query.toString()}`;
}

/** Text that is its own JSON between quotes (no quote, backslash or control character): a request id, a label. */
const PLAIN_TEXT = /^[\w.:-]*$/;
const asJson = (value: unknown) =>
  typeof value === 'string' && PLAIN_TEXT.test(value) ? `"${value}"` : JSON.stringify(value);

/**
 * A request's logger: the app's logger with the request's id bound. The id (one we made, or a balancer's that
 * passed INCOMING_REQUEST_ID in app.ts) holds nothing to redact, so it is written into the child's bindings as
 * JSON directly: binding it through `child()` sends it through every redaction path, which cost more than the
 * rest of a cached API call's own work. It is made on every request, logged or not: a child without options of
 * its own (Fastify passes {} unless the route sets a level or serializers) takes pino's short path, and an id
 * is quoted as it is, not through JSON.stringify.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  opts: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  const child = logger.child({}, hasOwnOptions(opts) ? opts : undefined) as FastifyBaseLogger & Record<symbol, string>;
  let bound = '';
  for (const key in bindings) bound += `,${asJson(key)}:${asJson(bindings[key])}`;
  child[pino.symbols.chindingsSym] += bound;
  return child;
}

function hasOwnOptions(opts: pino.ChildLoggerOptions): boolean {
  for (const _name in opts) return true;
  return false;
}
