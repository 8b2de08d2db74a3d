/**
 * Twilio's webhooks: POST /sms/webhooks/twilio (a text from a phone to our number) and POST
 * /sms/webhooks/twilio/status (a delivery status of a text we sent). Both are form-encoded and signed
 * (X-Twilio-Signature, ./signature.ts) over the URL Twilio called, which we know from PUBLIC_ORIGIN and the
 * path, never from the request's Host. The signature is checked before anything else: anything unsigned,
 * signed with another token, or for another URL or other parameters is 401 and changes nothing; with the
 * outbox (no Twilio auth token) every call is 401.
 *
 * A reply of Twilio's opt-out words (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) turns texts off for every
 * user with that mobile number; START or UNSTOP turns them back on; HELP (or INFO) is answered with a short help
 * text in TwiML. Twilio confirms an opt-out or opt-in itself, so those are answered with an empty TwiML.
 */
import { errorResponses, smsHelpText } from '@hw/shared';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { unauthorized } from '../plugins/index.ts';
import { type FormParams, isGenuineTwilioRequest } from './signature.ts';
import { SMS_STATUS_PATH, SMS_WEBHOOK_PATH } from './texts.ts';

export const smsWebhookMessages = {
  badSignature: 'The X-Twilio-Signature header is not Twilio’s signature of this request.',
} as const;

const Twiml = Type.Unsafe<string>({
  description: 'TwiML: `<Response/>`, or `<Response><Message>...</Message></Response>` to answer with a text.',
  content: { 'text/xml': { schema: { type: 'string' } } },
});

const phoneField = (description: string) => Type.String({ maxLength: 64, description });

const InboundMessageBody = Type.Object(
  {
    MessageSid: Type.Optional(Type.String({ maxLength: 64, description: 'Twilio’s id of the message (SM...).' })),
    AccountSid: Type.Optional(Type.String({ maxLength: 64 })),
    From: phoneField('The sender’s number, E.164.'),
    To: phoneField('Our number, E.164.'),
    Body: Type.String({ maxLength: 1600, description: 'The text as typed.' }),
  },
  { description: 'Twilio’s inbound message parameters (others are accepted and signed, but not read).' },
);

const StatusCallbackBody = Type.Object(
  {
    MessageSid: Type.String({ maxLength: 64, description: 'The id Twilio gave the text when we sent it.' }),
    MessageStatus: Type.String({ maxLength: 40, description: 'queued, sent, delivered, undelivered, failed...' }),
    AccountSid: Type.Optional(Type.String({ maxLength: 64 })),
    ErrorCode: Type.Optional(Type.String({ maxLength: 40, description: 'Twilio’s error code of a failure.' })),
  },
  { description: 'Twilio’s message status callback parameters (others are accepted and signed, but not read).' },
);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function twiml(message?: string): string {
  const inner = message ? `<Message>${escapeXml(message)}</Message>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`;
}

/** A form body as Twilio posts it: every name with its value (a repeated name: its values in order). */
function parseForm(text: string): FormParams {
  const params: FormParams = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = params[name];
    if (earlier === undefined) params[name] = value;
    else params[name] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return params;
}

/** The parameters a request's body carries, for the signature (another kind of body signs nothing). */
function paramsOf(body: unknown): FormParams {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  // A form body holds strings only; anything else (a JSON body's objects) signs as nothing.
  const text = (item: unknown) =>
    typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean' ? String(item) : '';
  const params: FormParams = {};
  for (const [name, value] of Object.entries(body)) {
    params[name] = Array.isArray(value) ? value.map(text) : text(value);
  }
  return params;
}

export const smsRoutes: FastifyPluginAsync = async (app) => {
  const settings = app.config.sms;
  const authToken = settings.provider === 'twilio' ? settings.authToken : '';
  const origin = app.config.publicOrigin;
  const tags = ['sms'];

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, parseForm(body as string)),
  );

  /** Refuses, before the body is validated (which drops fields the signature covers), a request Twilio did not sign. */
  const signedBy = (path: string) => async (request: { headers: Record<string, unknown>; body: unknown }) => {
    const header = request.headers['x-twilio-signature'];
    const url = `${origin}/api${path}`;
    if (
      !isGenuineTwilioRequest(authToken, url, paramsOf(request.body), typeof header === 'string' ? header : undefined)
    ) {
      throw unauthorized(smsWebhookMessages.badSignature);
    }
  };

  app.post<{ Body: { From: string; To: string; Body: string } }>(
    SMS_WEBHOOK_PATH,
    {
      preValidation: signedBy(SMS_WEBHOOK_PATH),
      schema: {
        tags,
        security: [],
        summary: 'Twilio webhook: a text to our number',
        operationId: 'twilioInboundMessage',
        description:
          'Takes the texts people send to our Twilio number (form-encoded, Twilio’s parameters). X-Twilio-Signature ' +
          'must be Twilio’s HMAC-SHA1 signature, under our auth token, of PUBLIC_ORIGIN + this path followed by the ' +
          'parameters sorted by name; anything else is 401 and changes nothing. STOP, STOPALL, UNSUBSCRIBE, CANCEL, ' +
          'END or QUIT turns texts off (isOptedInToSms false) for every user with the sender’s mobile number; START ' +
          'or UNSTOP turns them back on; HELP or INFO is answered with a help text, in the language of the number’s ' +
          'holder. Answers TwiML.',
        consumes: ['application/x-www-form-urlencoded'],
        body: InboundMessageBody,
        response: { 200: Twiml, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { keyword, usersChanged, locale } = await app.sms.receiveReply(request.body.From, request.body.Body);
      if (keyword === 'optOut' || keyword === 'optIn') {
        request.log.info({ keyword, usersChanged }, 'text reply changed the opt-in');
      }
      const answer = keyword === 'help' ? twiml(smsHelpText(app.config.brand, locale)) : twiml();
      return reply.type('text/xml; charset=utf-8').send(answer);
    },
  );

  app.post<{ Body: { MessageSid: string; MessageStatus: string; ErrorCode?: string } }>(
    SMS_STATUS_PATH,
    {
      preValidation: signedBy(SMS_STATUS_PATH),
      schema: {
        tags,
        security: [],
        summary: 'Twilio webhook: the delivery status of a text',
        operationId: 'twilioMessageStatus',
        description:
          'Takes Twilio’s status callbacks of the texts we sent (form-encoded), signed as the inbound webhook is ' +
          '(else 401, nothing changes). The text Twilio names by MessageSid takes MessageStatus (and ErrorCode); a ' +
          'status older than the one recorded (callbacks may come out of order) changes nothing, nor does an ' +
          'unknown MessageSid. Answers 204.',
        consumes: ['application/x-www-form-urlencoded'],
        body: StatusCallbackBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { MessageSid, MessageStatus, ErrorCode } = request.body;
      await app.sms.recordDeliveryStatus(MessageSid, MessageStatus, ErrorCode || undefined);
      return reply.status(204).send(null);
    },
  );
};
