/**
 * Security headers with a strict Content-Security-Policy on every page and document. The header sets are
 * fixed, so they are built once at start and copied onto every reply (per-request header building
 * cost more than the rest of a cached API call). A JSON answer under /api/ is never a document, so it goes
 * without the document-only headers (DOCUMENT_ONLY_HEADERS); any other answer under /api/ (the API docs'
 * pages, a downloaded file, the brochure) gets them on its way out, unless the route set its own.
 */

import { WARRANTY_LINK_ORIGIN } from '@hw/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const policy = (frameAncestors: string, warrantyLinkOrigin = WARRANTY_LINK_ORIGIN, cardFormOrigin = '') =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    // 'self': the brochure downloads through a hidden frame of our own address.
    // The card gateway's hosted card form, when a gateway on another origin is configured: framed, and posted
    // into its frame.
    `frame-src 'self' ${warrantyLinkOrigin}${cardFormOrigin ? ` ${cardFormOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${cardFormOrigin ? ` ${cardFormOrigin}` : ''}`,
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
const contentSecurityPolicy = policy("'none'");

/** For a file the site's own pages download through a hidden frame: framed by this origin only. */
export const framedBySiteHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': policy("'self'"),
  'x-frame-options': 'SAMEORIGIN',
};

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(self), geolocation=(self), microphone=()',
};

/** The request's id, on every answer: a support call quotes it (a hashed asset of the app goes without it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Headers a browser reads only on a document (or a worker's script): a hashed script, stylesheet or image of
 * the app is none, so it goes without them (about 700 bytes less on each, a dozen files a page). It keeps
 * nosniff, its resource policy and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

/** Browsers keep to HTTPS for a year once a production answer said so. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * An answer for a signed-in caller (and every sign-in answer, which carries tokens) is never stored by a
 * browser or proxy: after logout nothing of a customer's (tickets, photos) may be read from a cache.
 */
const mustNotBeStored = (url: string, authorization: string | undefined) =>
  authorization !== undefined || url.startsWith('/api/authenticate');

const API_PREFIX = '/api/';

/** JSON, the one type of answer no browser renders as a document. */
const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * The headers of `all` a JSON answer of the API carries, and the document-only ones it goes without (its
 * referrer policy stays, with nosniff, the resource policy and HSTS).
 */
export function splitForJson(all: Readonly<Record<string, string>>) {
  const everyAnswer: Record<string, string> = {};
  const documentOnly: [string, string][] = [];
  for (const [name, value] of Object.entries(all)) {
    if (name !== 'referrer-policy' && DOCUMENT_ONLY_HEADERS.includes(name)) documentOnly.push([name, value]);
    else everyAnswer[name] = value;
  }
  return { everyAnswer, documentOnly };
}

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { production?: boolean; warrantyLinkOrigin?: string; cardFormOrigin?: string | undefined },
  ) => {
    const framing =
      opts.warrantyLinkOrigin || opts.cardFormOrigin
        ? {
            ...securityHeaders,
            'content-security-policy': policy("'none'", opts.warrantyLinkOrigin, opts.cardFormOrigin),
          }
        : securityHeaders;
    const headers = opts.production ? { ...framing, 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : framing;
    const { everyAnswer, documentOnly } = splitForJson(headers);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(API_PREFIX) ? everyAnswer : headers);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith(API_PREFIX)) {
        if (mustNotBeStored(request.url, request.headers.authorization)) reply.header('cache-control', 'no-store');
        if (!isJson(reply.getHeader('content-type'))) {
          for (const [name, value] of documentOnly) if (!reply.hasHeader(name)) reply.header(name, value);
        }
      }
      done(null, payload);
    });
  },
);
