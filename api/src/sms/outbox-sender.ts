/**
 * The outbox adapter (no SMS_PROVIDER, or `outbox`): a text is kept in the `sms_outbox` table instead of being
 * sent, as mail is kept in `email_outbox` without SMTP_URL. Nothing leaves the server; the row says `kept`.
 */
import type { Database } from '../db/index.ts';
import type { SmsSender } from './sender.ts';

export function outboxSender(database: Database): SmsSender {
  return {
    provider: 'outbox',
    async send(text) {
      try {
        await database.transaction((tx) =>
          tx
            .insert(database.t.smsOutbox)
            .values({ textId: text.textId, to: text.to, body: text.body })
            .onConflictDoNothing(),
        );
        return { ok: true, sid: null, status: 'kept' };
      } catch (error) {
        return { ok: false, errorCode: 'outboxWrite', message: (error as Error).message };
      }
    },
  };
}
