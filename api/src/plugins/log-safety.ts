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
