/**
 * Outgoing e-mail. With SMTP_URL set, mail goes through that server (nodemailer); otherwise it is kept
 * in the email_outbox table, which staff read at GET /api/mail/outbox.
 * A customer mail is sent as its description (`body`, ./templates): the mailer renders its HTML and its
 * plain-text twin, framed by the brand. Staff notifications may still be plain `text`.
 * `send` may be called inside a transaction: the outbox row is written in it, and SMTP delivery waits
 * until it commits (a rolled-back change sends nothing). Outside a transaction, `send` delivers at once
 * and a failure is the caller's; after a commit, a failure is logged.
 */
import { createTransport } from 'nodemailer';
import type { Database } from '../db/index.ts';
import { type MailBody, type MailFrame, renderMail } from './templates/index.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail as it goes out: its text, and its HTML when it has one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields (`List-Unsubscribe`, ...), by name. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A customer mail: described once, rendered by the mailer to HTML and its plain-text twin. */
export interface BrandedMailMessage {
  to: string;
  subject: string;
  body: MailBody;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export type OutgoingMail = MailMessage | BrandedMailMessage;

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
}

/** The mail as sent: a described one rendered (HTML and text from the one description), a plain one as it is. */
export async function renderedMessage(message: OutgoingMail, frame: MailFrame): Promise<MailMessage> {
  if (!('body' in message)) return message;
  const { body, ...rest } = message;
  return { ...rest, ...(await renderMail(body, frame)) };
}

export interface MailLog {
  error(details: object, message: string): void;
}

export function smtpMailer(
  smtpUrl: string,
  from: string,
  database: Database,
  log: MailLog,
  frame: MailFrame,
): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  const deliver = async (message: MailMessage) => {
    await transport.sendMail({ from, ...message });
  };
  return {
    async send(outgoing) {
      // Rendered now, so a template that fails fails the caller's change, not a delivery after it.
      const message = await renderedMessage(outgoing, frame);
      if (!database.inTransaction()) return deliver(message);
      database.afterCommit(() =>
        deliver(message).catch((error) => log.error({ err: error, to: message.to }, 'e-mail was not sent')),
      );
    },
    close: () => transport.close(),
  };
}

/** Writes the mail as it was sent to the outbox table, in the caller's transaction if any. */
async function keepInOutbox(database: Database, message: MailMessage): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.insert(database.t.emailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      attachments:
        message.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          contentBase64: file.content.toString('base64'),
        })) ?? null,
    });
  });
}

export function outboxMailer(database: Database, frame: MailFrame): Mailer {
  return {
    async send(outgoing) {
      await keepInOutbox(database, await renderedMessage(outgoing, frame));
    },
  };
}

/**
 * SMTP delivery that also keeps each mail in the outbox table (MAIL_OUTBOX=1 with SMTP_URL), so staff can read
 * what was sent; the row commits with the caller's change, as delivery follows it.
 */
export function keepingMailer(smtp: Mailer, database: Database, frame: MailFrame): Mailer {
  return {
    async send(outgoing) {
      const message = await renderedMessage(outgoing, frame);
      await keepInOutbox(database, message);
      await smtp.send(message);
    },
  };
}
