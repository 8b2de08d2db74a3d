/**
 * Twilio's webhook signature (X-Twilio-Signature), as its security guide and twilio-node
 * (src/webhooks/webhooks.ts, getExpectedTwilioSignature) compute it: the full URL Twilio called, followed by every
 * POST parameter sorted by name, each as name and value with nothing between (a repeated name: its values
 * sorted), HMAC-SHA1 under the account's auth token, base64. The URL is ours to know (PUBLIC_ORIGIN and the
 * path), never read from the request's Host; like twilio-node, the URL is tried with and without the scheme's
 * standard port, which Twilio writes in some signatures and not in others.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FormParams = Record<string, string | string[]>;

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const values = Array.isArray(value) ? [...new Set(value)].sort() : [value];
    for (const one of values) data += `${name}${String(one)}`;
  }
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** The URL as written, and with the scheme's standard port added when it has none (or removed when it has it). */
function urlForms(url: string): string[] {
  const parsed = new URL(url);
  const standard = parsed.protocol === 'https:' ? '443' : '80';
  if (parsed.port === '') {
    return [url, `${parsed.protocol}//${parsed.hostname}:${standard}${parsed.pathname}${parsed.search}`];
  }
  return [url];
}

/** Whether the header is Twilio's signature of these parameters posted to this URL, compared in constant time. */
export function isGenuineTwilioRequest(
  authToken: string,
  url: string,
  params: FormParams,
  header: string | undefined,
): boolean {
  if (!authToken || !header) return false;
  const given = Buffer.from(header.trim());
  return urlForms(url).some((form) => {
    const expected = Buffer.from(twilioSignature(authToken, form, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
