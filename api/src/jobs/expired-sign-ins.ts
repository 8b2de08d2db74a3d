/**
 * `expired-sign-ins` (daily): removes the sign-in records that expired more than a day ago (the rule is
 * `shared/src/sign-in-records.ts`): refresh tokens, whether rotated, revoked or simply old, and the codes of
 * e-mailed links and used staff helpers. An expired record is refused whatever it holds, so removing it changes
 * no answer the server gives; running it twice removes nothing more.
 */
import { signInRecordsRemovedUpTo } from '@hw/shared';
import { lte } from 'drizzle-orm';
import type { JobDefinition } from './job.ts';

export const expiredSignInsJob: JobDefinition = {
  name: 'expired-sign-ins',
  schedule: '45 3 * * *',
  async run({ database, now }) {
    const { t } = database;
    const upTo = signInRecordsRemovedUpTo(now);
    const [tokens, codes] = await database.transaction(async (tx) => [
      await tx
        .delete(t.refreshTokens)
        .where(lte(t.refreshTokens.expiresAt, upTo))
        .returning({ id: t.refreshTokens.id }),
      await tx.delete(t.signInCodes).where(lte(t.signInCodes.expiresAt, upTo)).returning({ id: t.signInCodes.id }),
    ]);
    const lines = [
      ...(tokens.length ? [`removed ${tokens.length} expired sessions`] : []),
      ...(codes.length ? [`removed ${codes.length} expired sign-in link codes`] : []),
    ];
    return { changed: tokens.length + codes.length, lines };
  },
};
