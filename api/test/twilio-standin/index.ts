/**
 * A local stand-in for Twilio's Programmable Messaging, written from Twilio's documentation and public samples
 * (see docs/outside-services.md), not from our adapter: the Messages create call of the REST API, the Message resource it
 * answers, and the two webhooks Twilio posts to an application (status callbacks of sent messages, incoming
 * messages), signed as Twilio signs them.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A message as the stand-in holds it. */
export interface StandInMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | undefined;
  status: string;
  dateCreated: Date;
}

/** One request to the REST API, as received. */
export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The form fields (the last value of a repeated name). */
  form: Record<string, string>;
  raw: string;
}

/** What our application answered a webhook. */
export interface WebhookAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type FailureKind = 'http500' | 'http503' | 'timeout';

export interface TwilioStandIn {
  /** The API's origin, e.g. http://127.0.0.1:PORT: TWILIO_API_URL. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The account's phone number: TWILIO_FROM. */
  phoneNumber: string;
  /** Every message created, oldest first. */
  messages: StandInMessage[];
  /** Every REST API request as received, oldest first (credentials as sent, for the tests' eyes only). */
  requests: StandInRequest[];
  /** The next create call(s) fail this way: a 500 or 503 with Twilio's error JSON, or no answer until close. */
  failNext(kind: FailureKind, count?: number): void;
  /**
   * Posts a status callback for a message to the StatusCallback it was created with, as Twilio does when the
   * message's status changes (default `delivered`), signed with the account's auth token.
   */
  sendStatusCallback(sid: string, status?: string, options?: { errorCode?: string }): Promise<WebhookAnswer>;
  /** Posts an incoming message (a phone texting the account's number) to the messaging webhook URL. */
  sendIncomingMessage(url: string, message: { from: string; body: string; to?: string }): Promise<WebhookAnswer>;
  /** Posts form parameters to a URL, signed with `signWith` (default: the auth token), or with the header given. */
  post(
    url: string,
    params: Record<string, string>,
    options?: { signWith?: string; signature?: string | null },
  ): Promise<WebhookAnswer>;
  close(): Promise<void>;
}

export interface TwilioStandInOptions {
  /** Default: AC and 32 random hex digits. */
  accountSid?: string;
  /** Default: 32 random hex digits. */
  authToken?: string;
  /** Default +15125550100. */
  phoneNumber?: string;
  /** Default 0: any free port on 127.0.0.1. */
  port?: number;
}

const API_VERSION = '2010-04-01';

/**
 * X-Twilio-Signature, per Twilio's security guide: the full URL, then each POST parameter sorted by name, name
 * and value with no separator; HMAC-SHA1 keyed with the auth token; base64.
 */
export function signTwilioRequest(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** A Twilio id: two letters and 32 hex digits (34 characters). */
export function twilioSid(prefix: 'SM' | 'AC' | 'MG'): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

/** RFC 2822 as Twilio writes its dates: "Thu, 30 Jul 2015 20:12:31 +0000". */
function rfc2822(at: Date): string {
  return at.toUTCString().replace('GMT', '+0000');
}

/** E.164: a + and up to 15 digits; a North American number (+1) must have a valid area code and exchange. */
export function isValidTo(to: string): boolean {
  if (!/^\+[1-9]\d{6,14}$/.test(to)) return false;
  if (to.startsWith('+1')) return /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(to);
  return true;
}

interface TwilioError {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

const twilioError = (status: number, code: number, message: string): TwilioError => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname.includes('_');
  } catch {
    return false;
  }
}

export async function startTwilioStandIn(options: TwilioStandInOptions = {}): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? twilioSid('AC');
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const phoneNumber = options.phoneNumber ?? '+15125550100';
  const failures: FailureKind[] = [];
  const hung = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const messages: StandInMessage[] = [];
  const requests: StandInRequest[] = [];

  const messageResource = (message: StandInMessage) => ({
    account_sid: accountSid,
    api_version: API_VERSION,
    body: message.body,
    date_created: rfc2822(message.dateCreated),
    date_sent: null,
    date_updated: rfc2822(message.dateCreated),
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: message.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(Math.max(1, Math.ceil(message.body.length / 160))),
    price: null,
    price_unit: 'USD',
    sid: message.sid,
    status: message.status,
    subresource_uris: {
      media: `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}/Media.json`,
      feedback: `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}/Feedback.json`,
    },
    to: message.to,
    uri: `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}.json`,
  });

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  /** The Basic credentials are the account SID and its auth token. */
  function authenticated(header: string | undefined): boolean {
    const match = /^Basic\s+(.+)$/i.exec(header ?? '');
    if (!match?.[1]) return false;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    return decoded === `${accountSid}:${authToken}`;
  }

  function createMessage(form: Record<string, string>, response: ServerResponse) {
    const to = form.To ?? '';
    const from = form.From ?? '';
    const body = form.Body ?? '';
    if (!to) return answer(response, 400, twilioError(400, 21604, "A 'To' phone number is required."));
    if (!from && !form.MessagingServiceSid) {
      return answer(response, 400, twilioError(400, 21603, "A 'From' phone number is required."));
    }
    if (!body && !form.MediaUrl) return answer(response, 400, twilioError(400, 21602, 'Message body is required.'));
    if (!isValidTo(to)) {
      return answer(response, 400, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
    }
    if (from && from !== phoneNumber) {
      return answer(
        response,
        400,
        twilioError(
          400,
          21606,
          "The 'From' phone number provided is not a valid message-capable Twilio phone number for this destination/account.",
        ),
      );
    }
    if (body.length > 1600) {
      return answer(
        response,
        400,
        twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.'),
      );
    }
    const statusCallback = form.StatusCallback || undefined;
    if (statusCallback !== undefined && !isHttpUrl(statusCallback)) {
      return answer(
        response,
        400,
        twilioError(400, 21609, `The StatusCallback URL ${statusCallback} is not a valid URL.`),
      );
    }
    const message: StandInMessage = {
      sid: twilioSid('SM'),
      to,
      from,
      body,
      statusCallback,
      status: 'queued',
      dateCreated: new Date(),
    };
    messages.push(message);
    answer(response, 201, messageResource(message));
  }

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const contentType = request.headers['content-type'];
    const form: Record<string, string> = {};
    if (contentType?.startsWith('application/x-www-form-urlencoded')) {
      for (const [name, value] of new URLSearchParams(raw)) form[name] = value;
    }
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      contentType,
      form,
      raw,
    });
    const create = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (!create || request.method !== 'POST') {
      return answer(response, 404, twilioError(404, 20404, `The requested resource ${path} was not found`));
    }
    if (!authenticated(request.headers.authorization)) {
      return answer(response, 401, twilioError(401, 20003, 'Authenticate'));
    }
    if (create[1] !== accountSid) {
      return answer(response, 404, twilioError(404, 20404, `The requested resource ${path} was not found`));
    }
    const failure = failures.shift();
    if (failure === 'timeout') {
      hung.add(response);
      return;
    }
    if (failure === 'http500') return answer(response, 500, twilioError(500, 20500, 'Internal Server Error'));
    if (failure === 'http503') return answer(response, 503, twilioError(503, 20503, 'Service Unavailable'));
    createMessage(form, response);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function post(
    url: string,
    params: Record<string, string>,
    postOptions: { signWith?: string; signature?: string | null } = {},
  ): Promise<WebhookAnswer> {
    const signature =
      postOptions.signature === undefined
        ? signTwilioRequest(postOptions.signWith ?? authToken, url, params)
        : postOptions.signature;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'TwilioProxy/1.1',
        ...(signature === null ? {} : { 'x-twilio-signature': signature }),
      },
      body: new URLSearchParams(params).toString(),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  }

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    phoneNumber,
    messages,
    requests,
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i++) failures.push(kind);
    },
    async sendStatusCallback(sid, status = 'delivered', callbackOptions = {}) {
      const message = messages.find((one) => one.sid === sid);
      if (!message) throw new Error(`The stand-in holds no message ${sid}.`);
      if (!message.statusCallback) throw new Error(`Message ${sid} was created without a StatusCallback.`);
      message.status = status;
      // The parameters of a message status callback (Twilio's "Track the Message Status" guide).
      const params: Record<string, string> = {
        AccountSid: accountSid,
        ApiVersion: API_VERSION,
        From: message.from,
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
        ...(callbackOptions.errorCode ? { ErrorCode: callbackOptions.errorCode } : {}),
      };
      return post(message.statusCallback, params);
    },
    async sendIncomingMessage(url, incoming) {
      const sid = twilioSid('SM');
      // The parameters of Twilio's request to an incoming message webhook (SMS, no media).
      const params: Record<string, string> = {
        ToCountry: 'US',
        ToState: 'TX',
        SmsMessageSid: sid,
        NumMedia: '0',
        ToCity: 'AUSTIN',
        FromZip: '78701',
        SmsSid: sid,
        FromState: 'TX',
        SmsStatus: 'received',
        FromCity: 'AUSTIN',
        Body: incoming.body,
        FromCountry: 'US',
        To: incoming.to ?? phoneNumber,
        ToZip: '78701',
        NumSegments: '1',
        MessageSid: sid,
        AccountSid: accountSid,
        From: incoming.from,
        ApiVersion: API_VERSION,
      };
      return post(url, params);
    },
    post,
    async close() {
      for (const response of hung) response.destroy();
      hung.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
