/**
 * Webhook notifications as Authorize.Net sends them (developer.authorize.net/api/reference/features/webhooks.html):
 * a JSON POST `{ notificationId, eventType, eventDate, webhookId, payload }` with the header
 * `X-ANET-Signature: sha512=<HMAC-SHA512 of the body, upper-case hex>`.
 *
 * The HMAC key is the signature key as text (its ASCII characters), not the bytes its hex spells: a body, key and
 * header taken from the sandbox and published on the Authorize.Net developer forum
 * (community.developer.cybersource.com, "The verification of the webhook signature is contingent on the value of
 * authAmount", Dec 2023) verify only that way. (transHashSha2 on API answers is the other way round: there the
 * key is hex-decoded, per AuthorizeNet/sample-code-node Sha512/compute_trans_hashSHA2.js.)
 */
import { createHmac, randomUUID } from 'node:crypto';
import { formatDollars } from './store.ts';
import type { WebhookEvent, WebhookEventType, WebhookTransactionPayload } from './types.ts';

/** The value of the X-ANET-Signature header for a raw body. */
export function signWebhookBody(signatureKey: string, rawBody: string | Buffer): string {
  return `sha512=${createHmac('sha512', signatureKey).update(rawBody).digest('hex').toUpperCase()}`;
}

/**
 * The raw JSON of a notification, in the gateway's field order, with `authAmount` written with two decimals
 * (`"authAmount":45.00`), which is the text the gateway signs.
 */
export function webhookBody(
  event: Pick<WebhookEvent, 'eventType' | 'payload'> &
    Partial<Pick<WebhookEvent, 'notificationId' | 'eventDate' | 'webhookId'>>,
): string {
  const head = {
    notificationId: event.notificationId ?? randomUUID(),
    eventType: event.eventType,
    eventDate: event.eventDate ?? new Date().toISOString().replace(/Z$/, '0000Z'),
    webhookId: event.webhookId ?? randomUUID(),
  };
  const p = event.payload;
  const parts: string[] = [`"responseCode":${JSON.stringify(p.responseCode)}`];
  if (p.authCode !== undefined && p.authCode !== '') parts.push(`"authCode":${JSON.stringify(p.authCode)}`);
  if (p.avsResponse !== undefined && p.avsResponse !== '') parts.push(`"avsResponse":${JSON.stringify(p.avsResponse)}`);
  parts.push(`"authAmount":${formatDollars(Math.round(p.authAmount * 100))}`);
  if (p.merchantReferenceId !== undefined) parts.push(`"merchantReferenceId":${JSON.stringify(p.merchantReferenceId)}`);
  if (p.fraudList !== undefined) parts.push(`"fraudList":${JSON.stringify(p.fraudList)}`);
  parts.push(`"entityName":${JSON.stringify(p.entityName)}`, `"id":${JSON.stringify(p.id)}`);
  const headText = JSON.stringify(head).slice(0, -1);
  return `${headText},"payload":{${parts.join(',')}}}`;
}

export interface WebhookTarget {
  url: string;
  signatureKey: string;
}

export interface WebhookDelivery {
  url: string;
  eventType: WebhookEventType;
  body: string;
  status?: number;
  error?: string;
}

/** Posts one notification; never throws (a failed delivery is recorded, as the gateway's notification history does). */
export async function deliverWebhook(
  target: WebhookTarget,
  body: string,
  signal?: AbortSignal,
): Promise<{ status?: number; error?: string }> {
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-ANET-Signature': signWebhookBody(target.signatureKey, body),
      },
      body,
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(10_000)]) : AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export type { WebhookEvent, WebhookTransactionPayload };
