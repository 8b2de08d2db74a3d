/** Storing leads: incomplete orders, quotes and brochure requests. A lead is kept here and sent nowhere. */
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { lookupZip } from '../reference/index.ts';

export type LeadType = 'incompleteOrder' | 'quote' | 'brochure';

export interface NewLead {
  type: LeadType;
  email: string;
  firstName?: string;
  lastName?: string;
  address?: string;
  postalCode?: string;
  stateCode?: string | null;
  homePhone?: string;
  planTypeId?: string | null;
  details?: Record<string, unknown>;
}

const trimmedOrNull = (value: string | undefined) => value?.trim() || null;

/** The five-digit zip at the start of a postal code ("78701-1234" -> "78701"), if it has one. */
export function zipOf(postalCode: string | undefined): string | undefined {
  return /^\s*(\d{5})/.exec(postalCode ?? '')?.[1];
}

/** The state of a postal code by the zip data, or null when it is not a known US zip. */
export function stateOfPostalCode(postalCode: string | undefined): string | null {
  const zip = zipOf(postalCode);
  return (zip && lookupZip(zip)?.state) || null;
}

/** The state of a zip when the provider sells there (a market state), else undefined ("No Service"). */
export async function marketStateOfZip(db: Queryable, t: Tables, zip: string | undefined) {
  const stateCode = zip ? lookupZip(zip)?.state : undefined;
  if (!stateCode) return undefined;
  const [state] = await db
    .select({ stateCode: t.states.stateCode })
    .from(t.states)
    .where(and(eq(t.states.stateCode, stateCode), eq(t.states.isMarketState, true)))
    .limit(1);
  return state?.stateCode;
}

/** "Pat Quinn Jr." -> first name "Pat", last name "Quinn Jr."; one word is a first name. */
export function splitContactName(contactName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = contactName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export async function storeLead(tx: Tx, t: Tables, lead: NewLead): Promise<string> {
  const [row] = await tx
    .insert(t.leads)
    .values({
      type: lead.type,
      email: lead.email.trim(),
      firstName: trimmedOrNull(lead.firstName),
      lastName: trimmedOrNull(lead.lastName),
      address: trimmedOrNull(lead.address),
      postalCode: trimmedOrNull(lead.postalCode),
      stateCode: lead.stateCode ?? stateOfPostalCode(lead.postalCode),
      homePhone: trimmedOrNull(lead.homePhone),
      planTypeId: lead.planTypeId ?? null,
      details: lead.details ?? {},
    })
    .returning({ leadId: t.leads.leadId });
  if (!row) throw new Error('The lead was not stored.');
  return row.leadId;
}
