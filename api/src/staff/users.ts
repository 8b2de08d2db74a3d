/**
 * User search for the admin page's "start impersonation" list: a name ("first last"), an e-mail address or a
 * phone number. Staff (who cannot be impersonated), merged accounts (which can no longer sign in) and the
 * system accounts (the owner of signed-out callers' keys, any account of type `unknown`) are left out.
 */
import { STAFF_USER_SEARCH_LIMIT, type StaffUserSearchResponse } from '@hw/shared';
import { and, asc, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import { containsPattern } from '../partners/index.ts';
import { ANONYMOUS_CALLER_ID } from '../plugins/index.ts';

/** Phones are stored ###-###-####: a term of digits (and dashes, spaces, dots, brackets) matches their digits. */
export function phoneDigits(term: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(term)) return undefined;
  // A leading 1 (country code) is dropped, as the phone inputs do.
  const digits = term.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1');
  return digits.length >= 3 ? digits : undefined;
}

export async function searchUsers(db: Queryable, t: Tables, q: string): Promise<StaffUserSearchResponse> {
  const u = t.users;
  const term = q.trim().toLowerCase();
  const like = containsPattern(term);
  const matches: SQL[] = [
    sql`lower(${u.firstName} || ' ' || ${u.lastName}) like ${like} escape '\\'`,
    sql`lower(${u.email}) like ${like} escape '\\'`,
  ];
  const digits = phoneDigits(term);
  if (digits) matches.push(sql`replace(cast(${u.phones} as text), '-', '') like ${`%${digits}%`}`);
  const rows = await db
    .select({ userId: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, userType: u.userType })
    .from(u)
    .where(
      and(
        or(...matches),
        ne(u.userType, 'employee'),
        ne(u.userType, 'unknown'),
        isNull(u.mergedIntoUserId),
        isNull(u.erasedAt),
        ne(u.id, ANONYMOUS_CALLER_ID),
      ),
    )
    .orderBy(asc(sql`lower(${u.lastName})`), asc(sql`lower(${u.firstName})`), asc(u.id))
    .limit(STAFF_USER_SEARCH_LIMIT + 1);
  return { users: rows.slice(0, STAFF_USER_SEARCH_LIMIT), hasMore: rows.length > STAFF_USER_SEARCH_LIMIT };
}
