/**
 * The delivery of one text to one number: an adapter for Twilio's Messages API (./twilio-sender.ts) or the
 * outbox table (./outbox-sender.ts), chosen by SMS_PROVIDER. An adapter never throws: a refusal, a server error
 * or no answer in time comes back as an outcome the caller records on the text's row.
 */

export interface OutgoingText {
  /** Our row (sms_messages.id). */
  textId: string;
  /** E.164, e.g. +15125550101. */
  to: string;
  body: string;
  /** Where the provider posts the text's delivery statuses. */
  statusCallback: string;
}

export type SendOutcome =
  | {
      ok: true;
      /** The provider's id of the message (Twilio's SM...), null in the outbox. */
      sid: string | null;
      /** The provider's first status (queued, accepted...); `kept` in the outbox. */
      status: string;
    }
  | {
      ok: false;
      /** The provider's error code (Twilio's 21211...), else `http503`, `timeout`, `unreachable`, `badAnswer`. */
      errorCode: string;
      message: string;
      /** The HTTP status of a provider's answer, when there was one. */
      httpStatus?: number;
    };

export interface SmsSender {
  readonly provider: 'twilio' | 'outbox';
  send(text: OutgoingText): Promise<SendOutcome>;
}
