/**
 * Decorates `app.mailer`: SMTP when configured, otherwise the outbox table. Registered at the root of
 * the app (api/src/app.ts), so every feature can send mail.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withServiceSpans } from '../telemetry/index.ts';
import { type Mailer, outboxMailer, smtpMailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, brand } = app.config;
    if (smtpUrl) {
      const mailer = smtpMailer(smtpUrl, `"${brand.name}" <${brand.customerCareEmail}>`, app.database, app.log);
      app.decorate('mailer', withServiceSpans(mailer, 'mail', app.tracer));
      app.addHook('onClose', async () => mailer.close());
    } else {
      app.decorate('mailer', withServiceSpans(outboxMailer(app.database), 'mail', app.tracer));
    }
  },
  { name: 'mailer' },
);
