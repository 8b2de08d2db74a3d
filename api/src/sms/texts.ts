/**
 * Texts to homeowners who opted in (users.isOptedInToSms and a mobile number; shared/src/sms-texts.ts says what
 * each text says and when it may go).
 *
 * - A feature calls `toUser` or `toHomeownerOf` inside the transaction of what happened. The text is written
 *   there (sms_messages), under its cause: the cause key is unique, so a cause texts once however often it is
 *   reported, and a rolled-back change texts nobody. The write runs in a savepoint and a failure of it is logged,
 *   never the caller's: a text never fails the request that caused it.
 * - After the commit (and, in a request, after the answer) the text is sent if it is due; a text that must wait
 *   for daytime at the property is sent by the `sms-due` job (api/src/jobs/sms-due.ts) once its time comes.
 * - A text is taken for sending by one conditional update (pending to sending), so the after-commit send and the
 *   job, in any process, never both send it. Just before it goes, the recipient is read again: a text to someone
 *   who opted out (or has no mobile number any more) meanwhile is cancelled.
 * - A text goes only while the recipient wants its kind of message texted (users.message_preferences): none is
 *   written otherwise, and one waiting when they turn the kind's texts off is cancelled.
 * - The provider's answer is recorded on the row: sent with its id, or failed with the provider's error code
 *   (or `http5xx`, `timeout`); a failure is logged with the row's id, never the number or the words.
 */
import {
  e164OfUsPhone,
  MESSAGE_KIND_OF_TEXT,
  type SmsTextKind,
  smsNumberOf,
  smsReplyKeyword,
  smsSendAfter,
  smsText,
  URGENT_SMS_TEXTS,
  wantsMessage,
} from '@hw/shared';
import { BASE_LOCALE, type Locale } from '@hw/shared/i18n';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database, Tx } from '../db/index.ts';
import type { SmsSender } from './sender.ts';

export const SMS_WEBHOOK_PATH = '/sms/webhooks/twilio';
export const SMS_STATUS_PATH = '/sms/webhooks/twilio/status';

export interface TextToSend {
  kind: SmsTextKind;
  /** What caused it, unique across texts: `visit:{workOrderId}:v{version}`, `cashOffer:{serviceRequestId}`... */
  cause: string;
  /** On the way: the technician's estimate, in minutes. */
  etaMinutes?: number | null;
}

export interface DueReport {
  sent: number;
  failed: number;
  cancelled: number;
  lines: string[];
}

export interface SmsTexts {
  readonly provider: 'twilio' | 'outbox';
  /**
   * In the caller's transaction: writes the text for a user whose property is in `stateCode` (its time zone
   * decides when a text that is not urgent may go), when they are opted in with a mobile number and the cause
   * has not texted yet; it leaves after the commit. Answers whether a text was written.
   */
  toUser(tx: Tx, userId: string, stateCode: string, text: TextToSend, now?: Date): Promise<boolean>;
  /** The same for the owner of the contract whose claim the work order serves (none: no text). */
  toHomeownerOf(tx: Tx, workOrderId: string, text: TextToSend, now?: Date): Promise<boolean>;
  /** Sends every text due at `now` (the job); a text stuck in `sending` for an hour is marked failed. */
  sendDue(now: Date): Promise<DueReport>;
  /**
   * A reply from a phone (Twilio's inbound message): an opt-out word turns texts off for every user with that
   * mobile number and cancels their waiting texts, an opt-in word turns them back on. Answers what the reply
   * asked for, how many users it changed, and the language to answer in (the number's holders', else English).
   */
  receiveReply(
    from: string,
    body: string,
  ): Promise<{ keyword: 'optOut' | 'optIn' | 'help' | undefined; usersChanged: number; locale: Locale }>;
  /** A delivery status of a sent text (Twilio's status callback); answers false for a message we do not know. */
  recordDeliveryStatus(sid: string, status: string, errorCode?: string): Promise<boolean>;
}

export interface SmsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SmsTextsDeps {
  database: Database;
  config: Pick<Config, 'publicOrigin' | 'brand'>;
  sender: SmsSender;
  /** Runs a send once the caller is done: after the answer in a request (app.afterResponse), at once in a job. */
  later: (task: () => Promise<unknown>) => unknown;
  log: SmsLog;
}

/** A text in `sending` this long was cut off mid-send (a process stopped): marked failed, never sent again blindly. */
const STUCK_AFTER_MS = 60 * 60 * 1000;
/** How many due texts the job takes at a time. */
const DUE_BATCH = 50;

/** The order of Twilio's statuses: a callback that arrives late never moves a text back. */
const DELIVERY_RANK: Readonly<Record<string, number>> = {
  accepted: 0,
  scheduled: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  read: 5,
  canceled: 4,
};

export function smsTexts(deps: SmsTextsDeps): SmsTexts {
  const { database, config, sender, log } = deps;
  const { t } = database;
  const statusCallback = `${config.publicOrigin}/api${SMS_STATUS_PATH}`;

  /**
   * The number to text a user at, E.164, and their language, while they want texts of this kind; undefined
   * otherwise, with why.
   */
  async function recipient(
    db: Tx | Database['db'],
    userId: string,
    kind: SmsTextKind,
  ): Promise<{ to: string; locale: Locale } | { to?: undefined; why: 'optedOut' | 'turnedOff' }> {
    const [user] = await db
      .select({
        phones: t.users.phones,
        optedIn: t.users.isOptedInToSms,
        erasedAt: t.users.erasedAt,
        locale: t.users.preferredLanguage,
        preferences: t.users.messagePreferences,
      })
      .from(t.users)
      .where(eq(t.users.id, userId))
      .limit(1);
    if (!user?.optedIn || user.erasedAt) return { why: 'optedOut' };
    if (!wantsMessage(user.preferences, MESSAGE_KIND_OF_TEXT[kind], 'text')) return { why: 'turnedOff' };
    const number = smsNumberOf(user.phones);
    const to = number ? e164OfUsPhone(number) : undefined;
    return to ? { to, locale: user.locale } : { why: 'optedOut' };
  }

  async function write(tx: Tx, userId: string, stateCode: string, text: TextToSend, now: Date): Promise<boolean> {
    const found = await recipient(tx, userId, text.kind);
    if (!found.to) return false;
    const { to, locale } = found;
    const written = await tx
      .insert(t.smsMessages)
      .values({
        causeKey: text.cause,
        kind: text.kind,
        userId,
        to,
        body: smsText(text.kind, {
          brandName: config.brand.name,
          origin: config.publicOrigin,
          etaMinutes: text.etaMinutes ?? null,
          locale,
        }),
        urgent: URGENT_SMS_TEXTS[text.kind],
        sendAfter: smsSendAfter(text.kind, stateCode, now),
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: t.smsMessages.id });
    const id = written[0]?.id;
    if (!id) return false;
    // Due as of the cause's moment (a job may act as of another time than the clock's) or of the send.
    database.afterCommit(() => deps.later(() => deliver(id, new Date(Math.max(Date.now(), now.getTime())))));
    return true;
  }

  /** Runs a write in a savepoint: its failure undoes only itself and is logged, never thrown. */
  async function safely(cause: string, fn: (tx: Tx) => Promise<boolean>): Promise<boolean> {
    try {
      return await database.savepoint(fn);
    } catch (error) {
      log.error({ err: error, cause }, 'a text could not be written; the change it was about stands');
      return false;
    }
  }

  async function settle(id: string, changes: Partial<typeof t.smsMessages.$inferInsert>) {
    await database.transaction((tx) =>
      tx
        .update(t.smsMessages)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(t.smsMessages.id, id)),
    );
  }

  /** Sends one text if it is still pending and due at `now`; answers what became of it (undefined: not taken). */
  async function deliver(id: string, now: Date): Promise<'sent' | 'failed' | 'cancelled' | undefined> {
    const [taken] = await database.transaction((tx) =>
      tx
        .update(t.smsMessages)
        .set({ status: 'sending', updatedAt: new Date() })
        .where(and(eq(t.smsMessages.id, id), eq(t.smsMessages.status, 'pending'), lte(t.smsMessages.sendAfter, now)))
        .returning(),
    );
    if (!taken) return undefined;
    try {
      const found = await recipient(database.db, taken.userId, taken.kind);
      const { to } = found;
      if (!to) {
        await settle(
          id,
          'why' in found && found.why === 'turnedOff'
            ? { status: 'cancelled', errorCode: 'turnedOff', errorMessage: 'Texts of this kind were turned off.' }
            : { status: 'cancelled', errorCode: 'optedOut', errorMessage: 'No longer opted in to texts.' },
        );
        return 'cancelled';
      }
      const outcome = await sender.send({ textId: id, to, body: taken.body, statusCallback });
      if (outcome.ok) {
        await settle(id, {
          status: 'sent',
          to,
          provider: sender.provider,
          providerSid: outcome.sid,
          deliveryStatus: outcome.status,
          sentAt: new Date(),
        });
        return 'sent';
      }
      log.warn(
        { textId: id, kind: taken.kind, errorCode: outcome.errorCode, httpStatus: outcome.httpStatus },
        'text was not sent',
      );
      await settle(id, {
        status: 'failed',
        provider: sender.provider,
        errorCode: outcome.errorCode.slice(0, 40),
        errorMessage: outcome.message.slice(0, 500),
      });
      return 'failed';
    } catch (error) {
      log.error({ err: error, textId: id }, 'text was not sent');
      await settle(id, {
        status: 'failed',
        errorCode: 'internal',
        errorMessage: (error as Error).message.slice(0, 500),
      });
      return 'failed';
    }
  }

  return {
    provider: sender.provider,

    // `tx` is the caller's transaction: the text is written in a savepoint of it.
    toUser(_tx, userId, stateCode, text, now = new Date()) {
      return safely(text.cause, (inner) => write(inner, userId, stateCode, text, now));
    },

    toHomeownerOf(_tx, workOrderId, text, now = new Date()) {
      return safely(text.cause, async (inner) => {
        const [owner] = await inner
          .select({ userId: t.contracts.ownerUserId, address: t.contracts.address })
          .from(t.serviceRequests)
          .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
          .where(eq(t.serviceRequests.workOrderId, workOrderId))
          .limit(1);
        if (!owner?.userId) return false;
        return write(inner, owner.userId, owner.address.stateCode, text, now);
      });
    },

    async sendDue(now) {
      const report: DueReport = { sent: 0, failed: 0, cancelled: 0, lines: [] };
      const stuck = await database.transaction((tx) =>
        tx
          .update(t.smsMessages)
          .set({
            status: 'failed',
            errorCode: 'interrupted',
            errorMessage: 'The send was cut off; it may or may not have gone.',
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(t.smsMessages.status, 'sending'),
              lt(t.smsMessages.updatedAt, new Date(now.getTime() - STUCK_AFTER_MS)),
            ),
          )
          .returning({ id: t.smsMessages.id }),
      );
      for (const { id } of stuck) report.lines.push(`text ${id} was cut off while sending: marked failed`);
      report.failed += stuck.length;
      const seen = new Set<string>();
      for (;;) {
        const due = await database.db
          .select({ id: t.smsMessages.id, kind: t.smsMessages.kind })
          .from(t.smsMessages)
          .where(and(eq(t.smsMessages.status, 'pending'), lte(t.smsMessages.sendAfter, now)))
          .orderBy(asc(t.smsMessages.sendAfter), asc(t.smsMessages.id))
          .limit(DUE_BATCH);
        const fresh = due.filter((row) => !seen.has(row.id));
        if (fresh.length === 0) break;
        for (const row of fresh) {
          seen.add(row.id);
          const outcome = await deliver(row.id, now);
          if (!outcome) continue;
          report[outcome] += 1;
          report.lines.push(`${outcome} ${row.kind} text ${row.id}`);
        }
      }
      return report;
    },

    async receiveReply(from, body) {
      const keyword = smsReplyKeyword(body);
      if (!keyword) return { keyword, usersChanged: 0, locale: BASE_LOCALE };
      const digits = from.replace(/\D/g, '');
      if (digits.length < 10) return { keyword, usersChanged: 0, locale: BASE_LOCALE };
      // Profiles keep numbers as ###-###-####: the last four digits find the candidates in either dialect's JSON.
      const candidates = await database.db
        .select({ id: t.users.id, phones: t.users.phones, locale: t.users.preferredLanguage })
        .from(t.users)
        .where(and(isNull(t.users.erasedAt), sql`cast(${t.users.phones} as text) like ${`%${digits.slice(-4)}%`}`));
      const holders = candidates.filter((user) =>
        user.phones.some((phone) => phone.type === 'mobile' && e164OfUsPhone(phone.number) === from),
      );
      // The holders' language when they share one; English for a number nobody holds or holders who differ.
      const languages = new Set(holders.map((user) => user.locale));
      const locale = languages.size === 1 ? ([...languages][0] ?? BASE_LOCALE) : BASE_LOCALE;
      const ids = holders.map((user) => user.id);
      if (keyword === 'help' || ids.length === 0) return { keyword, usersChanged: 0, locale };
      const optedIn = keyword === 'optIn';
      await database.transaction(async (tx) => {
        await tx.update(t.users).set({ isOptedInToSms: optedIn }).where(inArray(t.users.id, ids));
        if (!optedIn) {
          await tx
            .update(t.smsMessages)
            .set({
              status: 'cancelled',
              errorCode: 'optedOut',
              errorMessage: 'The recipient replied STOP.',
              updatedAt: new Date(),
            })
            .where(and(inArray(t.smsMessages.userId, ids), eq(t.smsMessages.status, 'pending')));
        }
      });
      return { keyword, usersChanged: ids.length, locale };
    },

    async recordDeliveryStatus(sid, status, errorCode) {
      const [text] = await database.db
        .select({ id: t.smsMessages.id, deliveryStatus: t.smsMessages.deliveryStatus })
        .from(t.smsMessages)
        .where(eq(t.smsMessages.providerSid, sid))
        .limit(1);
      if (!text) return false;
      const rank = (value: string | null) => (value ? (DELIVERY_RANK[value] ?? 0) : -1);
      if (rank(status) <= rank(text.deliveryStatus)) return true;
      await database.transaction((tx) =>
        tx
          .update(t.smsMessages)
          .set({
            deliveryStatus: status.slice(0, 40),
            ...(errorCode ? { errorCode: errorCode.slice(0, 40) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(t.smsMessages.id, text.id)),
      );
      return true;
    },
  };
}
