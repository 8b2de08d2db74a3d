/** The contractor's own records: the service agreement and the profile. */
import {
  type AgreementResponse,
  CONTRACTOR_LIABILITY_REQUIREMENT,
  type ContractorProfile,
  type DispatchFile,
  toDollars,
} from '@hw/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { agreementOf } from '../dispatch/index.ts';

export const SERVICE_AGREEMENT_VERSION = '2026-01';

export const SERVICE_AGREEMENT_TEXT = [
  'Contractor Service Agreement',
  '1. Dispatch tickets. You accept the dispatch tickets sent to you, contact the customer within one business day ' +
    'and keep the appointment you schedule. You record parts, labour, costs and notes on each ticket truthfully.',
  '2. Pre-authorization. The total cost of a ticket must stay within its pre-authorized amount (or the override ' +
    'the provider grants). Work above that amount needs the provider’s approval before it is done.',
  '3. Service-call fee. You collect the service-call fee shown on the ticket from the customer and record it.',
  `4. Insurance. You carry general liability insurance of at least $${CONTRACTOR_LIABILITY_REQUIREMENT.toLocaleString('en-US')} ` +
    'and keep the provider’s certificate current.',
  '5. Quality. Work is done to code and to the manufacturer’s instructions. Recalls within 30 days are at your cost.',
  '6. Payment. Tickets marked work complete are invoiced to the provider and paid within 30 days of approval.',
].join('\n\n');

export async function agreementFor(db: Queryable, t: Tables, userId: string): Promise<AgreementResponse> {
  const row = await agreementOf(db, t, userId);
  return {
    serviceAgreementDate: row ? row.agreedAt.toISOString() : null,
    text: SERVICE_AGREEMENT_TEXT,
    version: row?.version ?? SERVICE_AGREEMENT_VERSION,
  };
}

/** Records the acceptance; accepting again keeps the first date. */
export async function acceptAgreement(tx: Tx, t: Tables, userId: string): Promise<AgreementResponse> {
  await tx
    .insert(t.serviceAgreements)
    .values({ userId, version: SERVICE_AGREEMENT_VERSION, agreedAt: new Date() })
    .onConflictDoNothing({ target: t.serviceAgreements.userId });
  return agreementFor(tx, t, userId);
}

/** The profile of a contractor, or undefined for a user who is not one. */
export async function contractorProfile(
  db: Queryable,
  t: Tables,
  userId: string,
  files: DispatchFile[],
): Promise<ContractorProfile | undefined> {
  const [row] = await db
    .select({ profile: t.contractorProfiles, user: t.users })
    .from(t.contractorProfiles)
    .innerJoin(t.users, eq(t.users.id, t.contractorProfiles.userId))
    .where(eq(t.contractorProfiles.userId, userId))
    .limit(1);
  if (!row) return undefined;
  const { profile, user } = row;
  const trades =
    profile.tradeIds.length === 0
      ? []
      : await db
          .select({ tradeId: t.trades.tradeId, name: t.trades.name })
          .from(t.trades)
          .where(inArray(t.trades.tradeId, profile.tradeIds))
          .orderBy(asc(t.trades.name));
  const agreement = await agreementOf(db, t, userId);
  const coverage = toDollars(profile.liabilityCoverageCents);
  const phone = user.phones.find((p) => p.isPrimary) ?? user.phones[0];
  return {
    userId: user.id,
    companyName: profile.companyName,
    contactName: `${user.firstName} ${user.lastName}`,
    email: user.email,
    phone: phone?.number ?? '',
    trades,
    serviceZipCodes: profile.serviceZipCodes,
    insurance: {
      carrier: profile.insuranceCarrier,
      policyNumber: profile.insurancePolicyNumber,
      liabilityCoverage: coverage,
      requiredLiabilityCoverage: CONTRACTOR_LIABILITY_REQUIREMENT,
      expiresOn: profile.insuranceExpiresAt.toISOString(),
      meetsRequirement:
        coverage >= CONTRACTOR_LIABILITY_REQUIREMENT && profile.insuranceExpiresAt.getTime() > Date.now(),
    },
    serviceAgreementDate: agreement ? agreement.agreedAt.toISOString() : null,
    files,
  };
}
