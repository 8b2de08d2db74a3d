/**
 * Push notices to a user's devices. A feature calls `push.toTechnicianOf(...)` or `push.toHomeownerOf(...)` where
 * something happens, inside its transaction or after it: the message leaves only after the commit (a rolled-back
 * change tells nobody), after the answer, and a failure is logged, never the request's. A device whose push
 * service answers 404 or 410 has unsubscribed: its subscription is deleted, as is one whose endpoint is not
 * (or no longer) taken as a push service's (./endpoint.ts), without posting to it. A homeowner's notice is in
 * their language and goes only when they want that kind of message pushed (users.message_preferences).
 */
import {
  type HomeownerNoticeKind,
  homeownerNotice,
  MESSAGE_KIND_OF_NOTICE,
  type PushNotice,
  type TechnicianNoticeKind,
  technicianNotice,
  wantsMessage,
} from '@hw/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import type { PushSender } from './sender.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushNotifier {
  toUser(userId: string, notice: PushNotice): void;
  /** The technician holding the work order's ticket. */
  toTechnicianOf(workOrderId: string | null | undefined, kind: TechnicianNoticeKind): void;
  /** The owner of the contract whose claim the work order serves; no kind, no notice. */
  toHomeownerOf(workOrderId: string | null | undefined, kind: HomeownerNoticeKind | undefined): void;
}

export interface PushLog {
  warn(details: object, message: string): void;
}

export interface PushNotifierDeps {
  database: Database;
  sender: PushSender;
  vapidKeys: () => Promise<VapidKeys>;
  /** Who the push services may write to about our messages (VAPID `sub`): a mailto: or https: address. */
  subject: string;
  /** Whether the server may post to this endpoint (./endpoint.ts). */
  isPushService: (endpoint: string) => boolean;
  /** Runs a task after the answer, logging its failure (app.afterResponse). */
  later: (task: () => Promise<unknown>) => void;
  log: PushLog;
}

export function pushNotifier(deps: PushNotifierDeps): PushNotifier {
  const { database, sender, log } = deps;
  const { t } = database;

  async function deliver(userId: string, notice: PushNotice): Promise<void> {
    const subscriptions = await database.db
      .select()
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.userId, userId));
    if (subscriptions.length === 0) return;
    const vapid = { ...(await deps.vapidKeys()), subject: deps.subject };
    const payload = JSON.stringify({ title: notice.title, body: notice.body, url: notice.url });
    for (const subscription of subscriptions) {
      const target = {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      };
      try {
        const gone =
          !deps.isPushService(subscription.endpoint) || (await sender.send(target, payload, vapid)) === 'gone';
        if (gone) {
          await database.transaction(async (tx) => {
            await tx
              .delete(t.pushSubscriptions)
              .where(
                and(eq(t.pushSubscriptions.endpoint, subscription.endpoint), eq(t.pushSubscriptions.userId, userId)),
              );
          });
        }
      } catch (error) {
        // The endpoint is a device's private address: the log names its push service only.
        log.warn({ err: error, pushService: originOf(subscription.endpoint), userId }, 'push notice was not delivered');
      }
    }
  }

  async function technicianOf(workOrderId: string): Promise<string | undefined> {
    const [row] = await database.db
      .select({ userId: t.dispatchTickets.contractorUserId })
      .from(t.dispatchTickets)
      .where(eq(t.dispatchTickets.workOrderId, workOrderId))
      .limit(1);
    return row?.userId ?? undefined;
  }

  async function homeownerOf(workOrderId: string) {
    const [row] = await database.db
      .select({
        userId: t.users.id,
        locale: t.users.preferredLanguage,
        preferences: t.users.messagePreferences,
      })
      .from(t.serviceRequests)
      .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
      .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
      .where(eq(t.serviceRequests.workOrderId, workOrderId))
      .limit(1);
    return row;
  }

  /** After the commit of the transaction open now (at once outside one), and after the answer. */
  function afterCommit(task: () => Promise<void>) {
    database.afterCommit(() => deps.later(task));
  }

  return {
    toUser(userId, notice) {
      afterCommit(() => deliver(userId, notice));
    },
    toTechnicianOf(workOrderId, kind) {
      if (!workOrderId) return;
      afterCommit(async () => {
        const userId = await technicianOf(workOrderId);
        if (userId) await deliver(userId, technicianNotice(kind, workOrderId));
      });
    },
    toHomeownerOf(workOrderId, kind) {
      if (!workOrderId || !kind) return;
      afterCommit(async () => {
        const owner = await homeownerOf(workOrderId);
        if (!owner || !wantsMessage(owner.preferences, MESSAGE_KIND_OF_NOTICE[kind], 'push')) return;
        await deliver(owner.userId, homeownerNotice(kind, owner.locale));
      });
    },
  };
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
}
