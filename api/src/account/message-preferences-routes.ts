import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  applyMessageChoices,
  errorResponses,
  type MessagePreferences,
  MessagePreferencesResponse,
  messageChoices,
  SaveMessagePreferencesBody,
  smsNumberOf,
} from '@hw/shared';
import { count, eq } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import { currentUser, invalidFields, unauthorized } from '../plugins/index.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The choices with what reaches the person now: texts (opted in with a mobile number), a device for push. */
export async function messageChoicesOf(db: Queryable, t: Tables, userId: string, preferences?: MessagePreferences) {
  const [user] = await db
    .select({ phones: t.users.phones, optedIn: t.users.isOptedInToSms, preferences: t.users.messagePreferences })
    .from(t.users)
    .where(eq(t.users.id, userId))
    .limit(1);
  if (!user) throw unauthorized();
  const [devices] = await db
    .select({ n: count() })
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userId, userId));
  const reach = { texts: user.optedIn && smsNumberOf(user.phones) !== undefined, push: (devices?.n ?? 0) > 0 };
  return { ...reach, kinds: messageChoices(preferences ?? user.preferences, reach) };
}

/** How the homeowner wants to hear of each kind of message: /account/messagePreferences. */
export const messagePreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;

  app.get(
    '/account/messagePreferences',
    {
      onRequest: app.requireUserType('homeowner'),
      schema: {
        tags,
        security,
        summary: 'How the homeowner hears of each kind of message',
        operationId: 'getMessagePreferences',
        description:
          'Every kind of message a homeowner gets (visit booked or moved, technician on the way, claim decision or ' +
          'cash offer, other claim updates, failed payment, renewal reminders, receipts) with the channels it goes ' +
          'out on (`email`, `text`, `push`): what the caller chose (every channel is on until turned off), whether ' +
          'it goes out now, and why a switch cannot be changed: a failed payment is always mailed, a text needs ' +
          'the opt-in to texts and a mobile number, a push notice a device that allowed notifications.',
        response: { 200: MessagePreferencesResponse, ...errorResponses },
      },
    },
    async (request) => messageChoicesOf(database.db, t, currentUser(request).userId),
  );

  app.put(
    '/account/messagePreferences',
    {
      onRequest: app.requireUserType('homeowner'),
      schema: {
        tags,
        security,
        summary: 'Change how the homeowner hears of kinds of message',
        operationId: 'saveMessagePreferences',
        description:
          'Turns channels on or off, one `{ kind, channel, on }` per change; the other choices stay. An unknown kind ' +
          'or channel, a channel the kind does not go out on, the same one twice, or turning off the mail of a ' +
          'failed payment is 400 naming `choices[i]...`, and nothing is saved. A text or push choice may be saved ' +
          'while the channel does not reach the caller: it applies once it does. Answers the choices as GET does.',
        body: SaveMessagePreferencesBody,
        response: { 200: MessagePreferencesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return database.transaction(async (tx) => {
        const [user] = await tx
          .select({ preferences: t.users.messagePreferences })
          .from(t.users)
          .where(eq(t.users.id, userId))
          .limit(1);
        if (!user) throw unauthorized();
        const changed = applyMessageChoices(user.preferences, request.body.choices);
        if (!changed.ok) throw invalidFields(changed.problems);
        await tx.update(t.users).set({ messagePreferences: changed.value }).where(eq(t.users.id, userId));
        return messageChoicesOf(tx, t, userId, changed.value);
      });
    },
  );
};
