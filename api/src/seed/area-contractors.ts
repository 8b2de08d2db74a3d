/**
 * Demo data: a contractor for every trade in every state the provider serves, so a service request filed in any
 * of the six metro areas is offered visit windows of a contractor who works there. The named demo contractors
 * keep their trades where they work (Salt Lake City, Boise, central Austin, and pest control around Phoenix);
 * each state's area contractor takes the other trades across the state's main metro area. Area contractors have
 * no password (nobody signs in as them) and start with no tickets.
 */
import type { Tables, Tx } from '../db/index.ts';
import { zipsInStates } from '../reference/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const ALL_TRADES = [1, 2, 3, 4, 5, 6, 7, 8];

/** Central Austin, where the demo homeowner lives: the two signed-in demo contractors work there too. */
export const CENTRAL_AUSTIN_ZIPS = [
  '78701',
  '78702',
  '78703',
  '78704',
  '78705',
  '78731',
  '78745',
  '78746',
  '78751',
  '78756',
];

interface AreaContractor {
  userId: string;
  stateCode: string;
  /** Zip prefixes of the metro area served. */
  zipPrefixes: string[];
  /** Trades the named demo contractors already cover in this state. */
  coveredTrades: number[];
  companyName: string;
  firstName: string;
  lastName: string;
  phone: string;
}

const AREA_CONTRACTORS: AreaContractor[] = [
  {
    userId: 'u-contractor-0101',
    stateCode: 'AZ',
    zipPrefixes: ['850', '852'],
    coveredTrades: [6],
    companyName: 'Saguaro Home Services',
    firstName: 'Luis',
    lastName: 'Montoya',
    phone: '602-555-0140',
  },
  {
    userId: 'u-contractor-0102',
    stateCode: 'ID',
    zipPrefixes: ['836', '837'],
    coveredTrades: [3, 8],
    companyName: 'Treasure Valley Home Repair',
    firstName: 'Erin',
    lastName: 'Holloway',
    phone: '208-555-0141',
  },
  {
    userId: 'u-contractor-0103',
    stateCode: 'NV',
    zipPrefixes: ['889', '890', '891'],
    coveredTrades: [],
    companyName: 'Silver State Home Services',
    firstName: 'Marcus',
    lastName: 'Reyes',
    phone: '702-555-0142',
  },
  {
    userId: 'u-contractor-0104',
    stateCode: 'OR',
    zipPrefixes: ['970', '971', '972'],
    coveredTrades: [],
    companyName: 'Willamette Home Repair',
    firstName: 'Hannah',
    lastName: 'Lindqvist',
    phone: '503-555-0143',
  },
  {
    userId: 'u-contractor-0105',
    stateCode: 'TX',
    zipPrefixes: ['786', '787'],
    coveredTrades: [1, 2, 3, 4, 8],
    companyName: 'Hill Country Home Services',
    firstName: 'Rosa',
    lastName: 'Villarreal',
    phone: '512-555-0144',
  },
  {
    userId: 'u-contractor-0106',
    stateCode: 'UT',
    zipPrefixes: ['840', '841'],
    coveredTrades: [1, 2, 4],
    companyName: 'Wasatch Home Repair',
    firstName: 'Tyler',
    lastName: 'Brandt',
    phone: '801-555-0145',
  },
];

/** The zip codes of a metro area: those of the state starting with one of its prefixes. */
export const metroZips = (stateCode: string, zipPrefixes: readonly string[]): string[] =>
  zipsInStates([stateCode])
    .map((record) => record.zip)
    .filter((zip) => zipPrefixes.some((prefix) => zip.startsWith(prefix)))
    .sort();

/** Greater Phoenix, where the demo pest-control contractor works. */
export const PHOENIX_METRO_ZIPS = (): string[] => metroZips('AZ', ['850', '852']);

export async function seedAreaContractors(tx: Tx, t: Tables, seedTime = new Date()) {
  const now = seedTime.getTime();
  for (const area of AREA_CONTRACTORS) {
    const zips = metroZips(area.stateCode, area.zipPrefixes);
    await tx
      .insert(t.users)
      .values({
        id: area.userId,
        email: `${area.companyName.toLowerCase().replaceAll(' ', '.')}@example.com`,
        userType: 'contractor',
        firstName: area.firstName,
        lastName: area.lastName,
        phones: [{ number: area.phone, isPrimary: true, type: 'work' }],
      })
      .onConflictDoNothing();
    await tx
      .insert(t.contractorProfiles)
      .values({
        userId: area.userId,
        companyName: area.companyName,
        tradeIds: ALL_TRADES.filter((trade) => !area.coveredTrades.includes(trade)),
        serviceZipCodes: zips,
        insuranceCarrier: 'Western States Casualty',
        insurancePolicyNumber: `GL-${area.userId.slice(-4)}7731`,
        liabilityCoverageCents: 100_000_000,
        insuranceExpiresAt: new Date(now + 240 * DAY),
      })
      .onConflictDoNothing();
    await tx
      .insert(t.serviceAgreements)
      .values({ userId: area.userId, version: '2026-01', agreedAt: new Date(now - 200 * DAY) })
      .onConflictDoNothing();
  }
}
