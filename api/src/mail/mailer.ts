/**
 * Outgoing e-mail. With SMTP_URL set, mail goes through that server (nodemailer); otherwise it is kept
 * in the email_outbox table, which staff read at GET /api/mail/outbox. Call `send` outside transactions.
 */
import { createTransport } from 'nodemailer';
import type { Database } from '../db/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
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
        });
      });
    },
  };
}
