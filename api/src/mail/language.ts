/**
 * The language of a mail: the stored choice of the account the address belongs to, English for an address
 * without one. A request's own language (its page, its headers) never decides it: the person chose.
 */
import { BASE_LOCALE, type Locale } from '@hw/shared/i18n';
import { eq } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';

export async function languageOfAddress(db: Queryable, t: Tables, email: string): Promise<Locale> {
  const [account] = await db
    .select({ language: t.users.preferredLanguage })
    .from(t.users)
    .where(eq(t.users.email, email.trim().toLowerCase()))
    .limit(1);
  return account?.language ?? BASE_LOCALE;
}
