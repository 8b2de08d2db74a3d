/**
 * The sandbox gateway's hosted card form: its own pages on /sandbox-gateway/, speaking the protocol of
 * Authorize.Net's Accept Customer form, so the web app has one card flow for both gateways. Our page posts the
 * form token into a frame (POST /sandbox-gateway/customer/addPayment); the form saves the card to the token's
 * customer profile, then reports to our page by loading the iframe communicator page of the token
 * (`#action=successfulSave`, `#action=cancel`, `#action=resizeWindow&width=..&height=..`).
 *
 * The pages are plain HTML forms with no script: the number typed goes to the sandbox vault in this process
 * (the sandbox is a test double and takes no real money; production refuses it unless told otherwise).
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { CardRefusal, SandboxGateway } from './sandbox-gateway.ts';

const BASE = '/sandbox-gateway/customer';

export const sandboxFormMessages: Record<CardRefusal, string> = {
  invalidNumber: 'The card number is not valid.',
  expired: 'The card has expired.',
  invalidCode: 'The security code is not valid.',
  invalidZip: 'Please enter the 5-digit billing zip code.',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:12px;color:#1b1b1b;background:#fff}
label{display:block;font-weight:600;margin:10px 0 4px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #767676;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:#b00020;margin:4px 0 0;font-size:14px}
.actions{display:flex;gap:12px;margin-top:16px}
button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #0b5394;min-height:44px}
.save{background:#0b5394;color:#fff}.cancel{background:#fff;color:#0b5394}
h1{font-size:18px;margin:0 0 4px}p.note{margin:0;color:#555;font-size:14px}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The communicator page's address with the message for our page in its hash. */
const communicate = (communicatorUrl: string, message: string) =>
  `<iframe hidden title="" src="${escapeHtml(`${communicatorUrl}#${message}`)}"></iframe>`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Add a card</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

interface FormValues {
  expirationDate?: string;
  billingZip?: string;
}

function cardForm(
  token: string,
  claims: { communicatorUrl: string; billingZipRequired: boolean },
  values: FormValues = {},
  errors: Partial<Record<CardRefusal, string>> = {},
): string {
  const field = (name: string, label: string, refusal: CardRefusal, attributes: string, value = '') => {
    const error = errors[refusal];
    return `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>${error ? `<p class="error" id="${name}-error" role="alert">${escapeHtml(error)}</p>` : ''}</div>`;
  };
  return page(`
<form method="post" action="${BASE}/savePayment" novalidate>
<h1>Add a card</h1>
<p class="note">Test gateway: use 4111 1111 1111 1111, any future expiry and any 3 digits.</p>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${field('cardNumber', 'Card number', 'invalidNumber', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">
${field('expirationDate', 'Expiration (MM/YY)', 'expired', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5"', values.expirationDate)}
${field('cardCode', 'Security code', 'invalidCode', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
${claims.billingZipRequired ? field('billingZip', 'Billing zip code', 'invalidZip', 'inputmode="numeric" autocomplete="postal-code" maxlength="5"', values.billingZip) : ''}
<div class="actions"><button class="save" type="submit">Save</button><button class="cancel" type="submit" formaction="${BASE}/cancel">Cancel</button></div>
</form>
${communicate(claims.communicatorUrl, `action=resizeWindow&width=100%&height=${420 + 28 * Object.keys(errors).length}`)}`);
}

const expiredPage = page(
  '<h1>This form has expired</h1><p class="note">Please close it and start the payment again.</p>',
);

export const sandboxHostedFormRoutes: FastifyPluginAsync<{ sandbox: SandboxGateway }> = async (app, { sandbox }) => {
  // The pages are the gateway's, not ours: framed by our own page only, their one stylesheet inline.
  const headers = (communicatorUrl?: string) => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': [
      "default-src 'none'",
      `style-src ${STYLE_HASH}`,
      "form-action 'self'",
      `frame-src ${communicatorUrl ? new URL(communicatorUrl).origin : "'none'"}`,
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ].join('; '),
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const form = { schema: { hide: true } };

  app.post<{ Body: Record<string, string> }>(`${BASE}/addPayment`, form, async (request, reply) => {
    const token = String(request.body?.token ?? '');
    const claims = sandbox.openHostedForm(token);
    if (!claims) return reply.code(400).headers(headers()).send(expiredPage);
    return reply.headers(headers(claims.communicatorUrl)).send(cardForm(token, claims));
  });

  app.post<{ Body: Record<string, string> }>(`${BASE}/savePayment`, form, async (request, reply) => {
    const body = request.body ?? {};
    const token = String(body.token ?? '');
    const claims = sandbox.openHostedForm(token);
    if (!claims) return reply.code(400).headers(headers()).send(expiredPage);
    const card = {
      cardNumber: String(body.cardNumber ?? ''),
      expirationDate: String(body.expirationDate ?? '').trim(),
      cardCode: String(body.cardCode ?? '').trim(),
      billingZip: String(body.billingZip ?? '').trim(),
    };
    const saved = await sandbox.saveCard(claims.customerProfileId, card, claims.billingZipRequired);
    if (!saved.created) {
      const errors = Object.fromEntries(saved.refusals.map((refusal) => [refusal, sandboxFormMessages[refusal]]));
      const values = { expirationDate: card.expirationDate, billingZip: card.billingZip };
      return reply
        .code(422)
        .headers(headers(claims.communicatorUrl))
        .send(cardForm(token, claims, values, errors));
    }
    return reply
      .headers(headers(claims.communicatorUrl))
      .send(page(`<p>Card saved.</p>${communicate(claims.communicatorUrl, 'action=successfulSave')}`));
  });

  app.post<{ Body: Record<string, string> }>(`${BASE}/cancel`, form, async (request, reply) => {
    const claims = sandbox.openHostedForm(String(request.body?.token ?? ''));
    if (!claims) return reply.code(400).headers(headers()).send(expiredPage);
    return reply
      .headers(headers(claims.communicatorUrl))
      .send(page(`<p>Cancelled.</p>${communicate(claims.communicatorUrl, 'action=cancel')}`));
  });
};
