/**
 * The Twilio adapter (SMS_PROVIDER=twilio): one call of Twilio's Programmable Messaging REST API per text, as its
 * API reference and its Node library (twilio-node, src/rest/api/v2010/account/message.ts) make it:
 *
 *   POST {TWILIO_API_URL}/2010-04-01/Accounts/{AccountSid}/Messages.json
 *   Authorization: Basic base64(AccountSid:AuthToken)
 *   Content-Type: application/x-www-form-urlencoded
 *   To=+15125550101&From=+15125550100&Body=...&StatusCallback=https://.../api/sms/webhooks/twilio/status
 *
 * Twilio answers 201 with the Message resource (`sid` "SM" + 32 hex digits, `status` queued...), or an error
 * status with its error JSON (`code`, `message`, `more_info`, `status`): 400 code 21211 for a `To` that is not a
 * valid phone number, 401 code 20003 for wrong credentials, 429 code 20429, 5xx when Twilio itself fails. Every
 * failure, and an answer that does not come within the timeout, is an outcome for the caller to record: nothing
 * is thrown, and nothing is sent again by itself (Twilio's create takes no idempotency key, so a call that timed
 * out may have gone through).
 */
import type { SmsSender } from './sender.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a stand-in. */
  apiUrl: string;
}

/** The form fields of the Messages create call that we send (Twilio's names). */
export interface TwilioCreateMessageForm {
  To: string;
  From: string;
  Body: string;
  StatusCallback: string;
}

/** Twilio's message statuses (MessageStatus in its API reference). */
export type TwilioMessageStatus =
  | 'queued'
  | 'sending'
  | 'sent'
  | 'failed'
  | 'delivered'
  | 'undelivered'
  | 'receiving'
  | 'received'
  | 'accepted'
  | 'scheduled'
  | 'read'
  | 'partially_delivered'
  | 'canceled';

/** The Message resource as Twilio answers it (snake_case, dates in RFC 2822), the fields we read and a few more. */
export interface TwilioMessageResource {
  sid: string;
  account_sid: string;
  to: string;
  from: string;
  body: string;
  status: TwilioMessageStatus;
  direction: 'inbound' | 'outbound-api' | 'outbound-call' | 'outbound-reply';
  num_segments: string;
  error_code: number | null;
  error_message: string | null;
  date_created: string;
  api_version: string;
  uri: string;
}

/** Twilio's error answer. */
export interface TwilioErrorAnswer {
  code: number;
  message: string;
  more_info?: string;
  status: number;
}

export const TWILIO_TIMEOUT_MS = 10_000;

export function messagesUrl(settings: TwilioSettings): string {
  return `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asMessage(value: unknown): TwilioMessageResource | undefined {
  return isObject(value) && typeof value.sid === 'string' && typeof value.status === 'string'
    ? (value as unknown as TwilioMessageResource)
    : undefined;
}

function asError(value: unknown): TwilioErrorAnswer | undefined {
  return isObject(value) && typeof value.code === 'number' ? (value as unknown as TwilioErrorAnswer) : undefined;
}

export function twilioSender(settings: TwilioSettings, options: { timeoutMs?: number } = {}): SmsSender {
  const url = messagesUrl(settings);
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? TWILIO_TIMEOUT_MS;
  return {
    provider: 'twilio',
    async send(text) {
      const form: TwilioCreateMessageForm = {
        To: text.to,
        From: settings.from,
        Body: text.body,
        StatusCallback: text.statusCallback,
      };
      let response: Response;
      let answer: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ ...form }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        answer = await response.text();
      } catch (error) {
        const name = (error as Error).name;
        return name === 'TimeoutError' || name === 'AbortError'
          ? { ok: false, errorCode: 'timeout', message: `Twilio did not answer within ${timeoutMs} ms.` }
          : {
              ok: false,
              errorCode: 'unreachable',
              message: `Twilio could not be reached (${(error as Error).message}).`,
            };
      }
      const body = parseJson(answer);
      if (response.ok) {
        const message = asMessage(body);
        if (!message) {
          return {
            ok: false,
            errorCode: 'badAnswer',
            message: 'Twilio answered without a message sid.',
            httpStatus: response.status,
          };
        }
        return { ok: true, sid: message.sid, status: message.status };
      }
      const error = asError(body);
      return {
        ok: false,
        errorCode: error ? String(error.code) : `http${response.status}`,
        message: error?.message ?? `Twilio answered ${response.status}.`,
        httpStatus: response.status,
      };
    },
  };
}
