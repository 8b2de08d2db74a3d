/**
 * POST /contractorRelations/search: contractors whose company, contact name, e-mail, phone or service zip code
 * contains the term, narrowed by trade and by state (a service zip code in it). The term is matched in SQL;
 * trade and state are read from the profile's lists in memory (a regional network has hundreds of
 * contractors). Open tickets and survey ratings are counted for the page only.
 */
import {
  CONTRACTOR_SEARCH_PAGE_SIZE,
  type ContractorSearchBody,
  type ContractorSearchResponse,
  OPEN_SERVICE_CALL_STATUSES,
} from '@hw/shared';
import { and, count, eq, inArray, isNull, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import { containsPattern } from '../partners/index.ts';
import { lookupZip } from '../reference/index.ts';
import { phoneDigits } from '../staff/index.ts';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

function termMatches(t: Tables, term: string): SQL | undefined {
  const lowered = term.trim().toLowerCase();
  if (lowered === '') return undefined;
  const like = containsPattern(lowered);
  const u = t.users;
  const matches: SQL[] = [
    sql`lower(coalesce(${t.contractorProfiles.companyName}, '')) like ${like} escape '\\'`,
    sql`lower(${u.firstName} || ' ' || ${u.lastName}) like ${like} escape '\\'`,
    sql`lower(${u.email}) like ${like} escape '\\'`,
  ];
  const digits = phoneDigits(lowered);
  if (digits) {
    matches.push(sql`replace(cast(${u.phones} as text), '-', '') like ${`%${digits}%`}`);
    // Zip codes are stored as JSON strings: a five-digit term matches one exactly.
    if (/^\d{5}$/.test(digits)) {
      matches.push(sql`cast(${t.contractorProfiles.serviceZipCodes} as text) like ${`%"${digits}"%`}`);
    }
  }
  return or(...matches);
}

const statesOf = (zips: readonly string[]) => [...new Set(zips.flatMap((zip) => lookupZip(zip)?.state ?? []))].sort();

export async function searchContractors(
  db: Queryable,
  t: Tables,
  body: ContractorSearchBody,
): Promise<ContractorSearchResponse> {
  const u = t.users;
  const rows = await db
    .select({ user: u, profile: t.contractorProfiles })
    .from(u)
    .leftJoin(t.contractorProfiles, eq(t.contractorProfiles.userId, u.id))
    .where(and(eq(u.userType, 'contractor'), isNull(u.mergedIntoUserId), termMatches(t, body.term)));
  const stateCode = body.stateCode?.toUpperCase();
  const found = rows
    .map(({ user, profile }) => ({
      user,
      profile,
      stateCodes: statesOf(profile?.serviceZipCodes ?? []),
      sortKey: (profile?.companyName ?? `${user.lastName} ${user.firstName}`).toLowerCase(),
    }))
    .filter((row) => body.tradeId === undefined || (row.profile?.tradeIds ?? []).includes(body.tradeId))
    .filter((row) => stateCode === undefined || row.stateCodes.includes(stateCode))
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey) || a.user.id.localeCompare(b.user.id));
  const page = found.slice(body.page * CONTRACTOR_SEARCH_PAGE_SIZE, (body.page + 1) * CONTRACTOR_SEARCH_PAGE_SIZE);
  const ids = page.map((row) => row.user.id);
  const open =
    ids.length === 0
      ? []
      : await db
          .select({ userId: t.dispatchTickets.contractorUserId, n: count() })
          .from(t.dispatchTickets)
          .where(
            and(
              inArray(t.dispatchTickets.contractorUserId, ids),
              inArray(t.dispatchTickets.status, [...OPEN_SERVICE_CALL_STATUSES]),
            ),
          )
          .groupBy(t.dispatchTickets.contractorUserId);
  const ratings =
    ids.length === 0
      ? []
      : await db
          .select({ userId: t.customerSurveys.contractorUserId, n: count(), total: sum(t.customerSurveys.rating) })
          .from(t.customerSurveys)
          .where(inArray(t.customerSurveys.contractorUserId, ids))
          .groupBy(t.customerSurveys.contractorUserId);
  const trades = await db.select({ tradeId: t.trades.tradeId, name: t.trades.name }).from(t.trades);
  const tradeName = new Map(trades.map((trade) => [trade.tradeId, trade.name]));
  return {
    items: page.map(({ user, profile, stateCodes }) => {
      const rating = ratings.find((r) => r.userId === user.id);
      const surveyCount = Number(rating?.n ?? 0);
      const phone = user.phones.find((p) => p.isPrimary) ?? user.phones[0];
      return {
        userId: user.id,
        username: user.email,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: phone?.number ?? null,
        companyName: profile?.companyName ?? null,
        trades: (profile?.tradeIds ?? [])
          .map((tradeId) => ({ tradeId, name: tradeName.get(tradeId) ?? String(tradeId) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        serviceZipCodes: profile?.serviceZipCodes ?? [],
        stateCodes,
        openTicketCount: Number(open.find((o) => o.userId === user.id)?.n ?? 0),
        averageRating: surveyCount === 0 ? null : oneDecimal(Number(rating?.total ?? 0) / surveyCount),
        surveyCount,
      };
    }),
    totalItems: found.length,
    page: body.page,
    pageSize: CONTRACTOR_SEARCH_PAGE_SIZE,
  };
}
