/**
 * Reading and adding real-estate partners: agents, title companies, loan officers, assistants. A partner an
 * agent adds is pending: every read here shows approved partners, and pending ones only to who added them.
 */
import { formatPhone, type Partner, type PartnerRole } from '@hw/shared';
import { type AnyColumn, and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';

export const PARTNER_SEARCH_LIMIT = 20;

type PartnerRow = Tables['partners']['$inferSelect'];

/** What search matches: name, company and e-mail, lower-cased, one a line so a term never spans two. */
export function partnerSearchText(partner: { name: string; company: string; email: string }): string {
  return [partner.name, partner.company, partner.email].join('\n').toLowerCase();
}

/** Phones are kept as ###-###-#### when they have ten digits, so that two spellings of one number match. */
export function normalisedPhone(phone: string | undefined): string {
  const trimmed = (phone ?? '').trim();
  const formatted = formatPhone(trimmed);
  return formatted.replace(/\D/g, '').length === 10 ? formatted : trimmed;
}

export function toPartner(row: PartnerRow): Partner {
  return {
    partnerId: row.partnerId,
    role: row.role as PartnerRole,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    city: row.city,
    stateCode: row.stateCode,
  };
}

/** A LIKE pattern that matches the term anywhere, with the term's own %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
const startsWithPattern = (term: string) => containsPattern(term).slice(1);

/** Stands for staff adding a partner: a duplicate is looked for among every partner, pending ones included. */
export const EVERY_PARTNER = Symbol('every partner');

/** Who reads: a signed-in user's id (their own pending partners show too), nobody, or EVERY_PARTNER. */
export type PartnerViewer = string | undefined | typeof EVERY_PARTNER;

/** The partners a viewer may see: approved ones, and the pending ones the viewer added. */
export function visibleTo(t: Tables, viewer: PartnerViewer): SQL | undefined {
  if (viewer === EVERY_PARTNER) return undefined;
  const approved = eq(t.partners.status, 'approved');
  return viewer ? or(approved, eq(t.partners.createdByUserId, viewer)) : approved;
}

/** Active partners of a role whose name, company or e-mail contains the term; names starting with it first. */
export async function searchPartners(
  db: Queryable,
  t: Tables,
  term: string,
  role: PartnerRole,
  viewer: PartnerViewer,
): Promise<Partner[]> {
  const lowered = term.trim().toLowerCase();
  const p = t.partners;
  const rank = sql`case when lower(${p.name}) like ${startsWithPattern(lowered)} escape '\\' then 0
    when lower(${p.company}) like ${startsWithPattern(lowered)} escape '\\' then 1 else 2 end`;
  const rows = await db
    .select()
    .from(p)
    .where(
      and(
        eq(p.role, role),
        eq(p.isActive, true),
        visibleTo(t, viewer),
        sql`${p.searchText} like ${containsPattern(lowered)} escape '\\'`,
      ),
    )
    .orderBy(rank, asc(p.name), asc(p.partnerId))
    .limit(PARTNER_SEARCH_LIMIT);
  return rows.map(toPartner);
}

const sameText = (column: AnyColumn, value: string) => sql`lower(${column}) = ${value.trim().toLowerCase()}`;

/** The oldest active partner the viewer may see meeting every condition. */
async function first(db: Queryable, t: Tables, viewer: PartnerViewer, ...conditions: SQL[]) {
  const [row] = await db
    .select()
    .from(t.partners)
    .where(and(eq(t.partners.isActive, true), visibleTo(t, viewer), ...conditions))
    .orderBy(asc(t.partners.createdAt), asc(t.partners.partnerId))
    .limit(1);
  return row;
}

export interface ExistingPartnerQuery {
  role: PartnerRole;
  email?: string;
  name?: string;
  phone?: string;
}

/**
 * The partner a new one would duplicate: the same role and e-mail (ignoring case); without an e-mail match,
 * the same role and name, and the same phone when one is given.
 */
export async function findExistingPartner(
  db: Queryable,
  t: Tables,
  query: ExistingPartnerQuery,
  viewer: PartnerViewer,
) {
  const p = t.partners;
  const role = eq(p.role, query.role);
  const email = query.email?.trim();
  if (email) {
    const byEmail = await first(db, t, viewer, role, sameText(p.email, email));
    if (byEmail) return byEmail;
  }
  const name = query.name?.trim();
  if (!name) return undefined;
  const phone = normalisedPhone(query.phone);
  return first(db, t, viewer, role, sameText(p.name, name), ...(phone ? [eq(p.phone, phone)] : []));
}

export interface ExistingParentQuery {
  company: string;
  city?: string;
  stateCode?: string;
}

/** The firm itself (a partner named as the company, with no parent of its own), in the city and state given. */
export async function findExistingParent(db: Queryable, t: Tables, query: ExistingParentQuery, viewer: PartnerViewer) {
  const p = t.partners;
  const conditions = [sameText(p.name, query.company), isNull(p.parentPartnerId)];
  if (query.city?.trim()) conditions.push(sameText(p.city, query.city));
  if (query.stateCode) conditions.push(eq(p.stateCode, query.stateCode.toUpperCase()));
  return first(db, t, viewer, ...conditions);
}

export interface NewPartner {
  role: PartnerRole;
  name: string;
  company?: string;
  email?: string;
  phone?: string;
  city?: string;
  stateCode?: string | null;
}

/**
 * Adds a partner, or answers the one it would duplicate among those the caller sees (see findExistingPartner;
 * without an e-mail, the same name, company and phone): a retried or repeated add never makes two. Another
 * agent's pending partner is never answered to an agent (nor is its existence told); staff, who see every
 * partner, are answered it. A person whose company is a known firm in the same state is linked to it. Staff add
 * approved partners, agents pending ones.
 */
export async function addPartner(
  tx: Tx,
  t: Tables,
  input: NewPartner,
  creator: { userId: string; isStaff: boolean },
): Promise<{ partner: Partner; created: boolean }> {
  const createdByUserId = creator.userId;
  const viewer = creator.isStaff ? EVERY_PARTNER : createdByUserId;
  const fields = {
    role: input.role,
    name: input.name.trim().replace(/\s+/g, ' '),
    company: (input.company ?? '').trim().replace(/\s+/g, ' '),
    email: (input.email ?? '').trim(),
    phone: normalisedPhone(input.phone),
    city: (input.city ?? '').trim(),
    stateCode: input.stateCode ? input.stateCode.toUpperCase() : null,
  };
  const existing = fields.email
    ? await findExistingPartner(tx, t, { role: fields.role, email: fields.email }, viewer)
    : await first(
        tx,
        t,
        viewer,
        eq(t.partners.role, fields.role),
        sameText(t.partners.name, fields.name),
        sameText(t.partners.company, fields.company),
        eq(t.partners.email, ''),
        eq(t.partners.phone, fields.phone),
      );
  if (existing) return { partner: toPartner(existing), created: false };

  const isFirm = fields.company !== '' && fields.company.toLowerCase() === fields.name.toLowerCase();
  const parent =
    fields.company && !isFirm
      ? await findExistingParent(tx, t, { company: fields.company, stateCode: fields.stateCode ?? undefined }, viewer)
      : undefined;
  const [row] = await tx
    .insert(t.partners)
    .values({
      ...fields,
      parentPartnerId: parent?.partnerId ?? null,
      searchText: partnerSearchText(fields),
      status: creator.isStaff ? 'approved' : 'pending',
      createdByUserId,
    })
    .returning();
  if (!row) throw new Error('The partner was not stored.');
  return { partner: toPartner(row), created: true };
}
