/**
 * Decorates `app.sms` (./texts.ts): texts to homeowners, sent through Twilio (SMS_PROVIDER=twilio) or kept in the
 * outbox table. Registered at the root of the app (api/src/app.ts), so every feature can text; the clock's jobs
 * build the same service from their context (`smsTextsFor`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { withServiceSpans } from '../telemetry/index.ts';
import { outboxSender } from './outbox-sender.ts';
import type { SmsSender } from './sender.ts';
import { type SmsLog, type SmsTexts, smsTexts } from './texts.ts';
import { twilioSender } from './twilio-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsTexts;
  }
}

export interface SmsOptions {
  /** How long a call to Twilio may take before it counts as failed (default 10 s). */
  timeoutMs?: number;
}

/** The adapter the configuration names. */
export function smsSenderFor(config: Config, database: Database, options: SmsOptions = {}): SmsSender {
  const settings = config.sms;
  return settings.provider === 'twilio' ? twilioSender(settings, options) : outboxSender(database);
}

/**
 * The texts service for work outside a request (the clock's jobs): the same adapter, and a send after a commit
 * runs at once (awaited with the commit), its failure logged.
 */
export function smsTextsFor(context: { database: Database; config: Config; log: SmsLog }): SmsTexts {
  const { database, config, log } = context;
  return smsTexts({
    database,
    config,
    sender: smsSenderFor(config, database),
    log,
    later: async (task) => {
      try {
        await task();
      } catch (error) {
        log.error({ err: error }, 'a text was not sent');
      }
    },
  });
}

export const smsPlugin = fp(
  async (app: FastifyInstance, options: SmsOptions) => {
    app.decorate(
      'sms',
      smsTexts({
        database: app.database,
        config: app.config,
        sender: withServiceSpans(smsSenderFor(app.config, app.database, options), 'sms', app.tracer),
        log: app.log,
        later: (task) => app.afterResponse(task),
      }),
    );
  },
  { name: 'sms' },
);
