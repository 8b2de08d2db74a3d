/**
 * Decorates `app.mailer`: SMTP when configured (and a copy in the outbox table with MAIL_OUTBOX=1), otherwise the
 * outbox table. Registered at the root of
 * the app (api/src/app.ts), so every feature can send mail.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withServiceSpans } from '../telemetry/index.ts';
import { keepingMailer, type Mailer, outboxMailer, smtpMailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, brand, publicOrigin, mailOutbox } = app.config;
    const frame = { brand, publicOrigin };
    if (smtpUrl) {
      const mailer = smtpMailer(smtpUrl, `"${brand.name}" <${brand.customerCareEmail}>`, app.database, app.log, frame);
      const sending = mailOutbox ? keepingMailer(mailer, app.database, frame) : mailer;
      app.decorate('mailer', withServiceSpans(sending, 'mail', app.tracer));
      app.addHook('onClose', async () => mailer.close());
    } else {
      app.decorate('mailer', withServiceSpans(outboxMailer(app.database, frame), 'mail', app.tracer));
    }
  },
  { name: 'mailer' },
);
