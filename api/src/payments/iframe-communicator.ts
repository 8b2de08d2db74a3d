/**
 * The iframe communicator page (GET /payments/iframe-communicator.html): the gateway's hosted card form loads
 * it in a frame of its own, with a message in the hash (`action=successfulSave`, `action=cancel`,
 * `action=resizeWindow&width=..&height=..`) or by postMessage, and the page hands the message to our page,
 * two frames up, through `AuthorizeNetIFrame.onReceiveCommunication` — Authorize.Net's Accept Customer
 * protocol, which the sandbox's own form speaks too. Our page and this one share the site's origin.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

const SCRIPT = `
function callParentFunction(str) {
  var top = window.parent && window.parent.parent;
  if (str && top && top.AuthorizeNetIFrame && top.AuthorizeNetIFrame.onReceiveCommunication) {
    top.AuthorizeNetIFrame.onReceiveCommunication(str);
  }
}
window.addEventListener('message', function (event) {
  if (event && typeof event.data === 'string') callParentFunction(event.data);
}, false);
if (window.location.hash && window.location.hash.length > 1) callParentFunction(window.location.hash.substring(1));
`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card form</title><script>${SCRIPT}</script></head><body></body></html>`;

export const iframeCommunicatorRoutes: FastifyPluginAsync<{ path: string; framedBy: string }> = async (
  app,
  { path, framedBy },
) => {
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=3600',
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`,
      // Framed by the gateway's form, itself framed by our page.
      `frame-ancestors 'self'${framedBy ? ` ${framedBy}` : ''}`,
      "base-uri 'none'",
    ].join('; '),
  };
  app.get(path, { schema: { hide: true } }, async (_request, reply) => {
    // X-Frame-Options cannot name another origin; the policy's frame-ancestors says who may frame it.
    reply.removeHeader('x-frame-options');
    return reply.headers(headers).send(PAGE);
  });
};
