/**
 * Whether a homeowner wants a kind of message mailed (users.message_preferences; the rule is
 * shared/src/message-preferences.ts): a mail of one of those kinds is sent only when this answers true. A failed
 * payment always is; an account that is not there gets nothing.
 */
import { type MessageKind, wantsMessage } from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';

export async function mailWanted(db: Queryable, t: Tables, userId: string, kind: MessageKind): Promise<boolean> {
  const [user] = await db
    .select({ preferences: t.users.messagePreferences })
    .from(t.users)
    .where(eq(t.users.id, userId))
    .limit(1);
  return user !== undefined && wantsMessage(user.preferences, kind, 'email');
}
