/**
 * Outgoing e-mail. With SMTP_URL set, mail goes through that server (nodemailer); otherwise it is kept
 * in the email_outbox table, which staff read at GET /api/mail/outbox.
 * `send` may be called inside a transaction: the outbox row is written in it, and SMTP delivery waits
 * until it commits (a rolled-back change sends nothing). Outside a transaction, `send` delivers at once
 * and a failure is the caller's; after a commit, a failure is logged.
 */
import { createTransport } from 'nodemailer';
import type { Database } from '../db/index.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  error(details: object, message: string): void;
}

export function smtpMailer(
  smtpUrl: string,
  from: string,
  database: Database,
  log: MailLog,
): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  const deliver = async (message: MailMessage) => {
    await transport.sendMail({ from, ...message });
  };
  return {
    async send(message) {
      if (!database.inTransaction()) return deliver(message);
      database.afterCommit(() =>
        deliver(message).catch((error) => log.error({ err: error, to: message.to }, 'e-mail was not sent')),
      );
    },
    close: () => transport.close(),
  };
}

export function outboxMailer(database: Database): Mailer {
  return {
    async send(message) {
      await database.transaction(async (tx) => {
        await tx.insert(database.t.emailOutbox).values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments:
            message.attachments?.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              contentBase64: file.content.toString('base64'),
            })) ?? null,
        });
      });
    },
  };
}
