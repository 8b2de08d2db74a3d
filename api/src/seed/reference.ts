import {
  featureFlagInfo,
  HOMEOWNER_PLAN_TYPE_ID,
  isMarketState,
  MARKET_STATE_CODES,
  ONLINE_ORDERING_FLAG_KEY,
  REAL_ESTATE_PLAN_TYPE_ID,
  US_STATES,
} from '@hw/shared';
import type { Tables, Tx } from '../db/index.ts';
import { ANONYMOUS_CALLER_ID } from '../plugins/index.ts';
import { zipsInStates } from '../reference/index.ts';

/** The single-family dwelling type is the order default. */
export const SINGLE_FAMILY_DWELLING_TYPE_ID = '2d1c4ff8-35cf-4d1c-9a9c-5a3a1b0a4c01';

export const propertyTypeRows = [
  { dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID, description: 'Single Family Home', sortOrder: 1 },
  { dwellingTypeId: '5b6f1d2e-7a11-4f0e-8f51-0d2b7a9e3c02', description: 'Condo / Townhome', sortOrder: 2 },
  { dwellingTypeId: '8e0a5c47-2b3d-4c5f-9a1e-6f7d8c9b0a03', description: 'Duplex', sortOrder: 3 },
  { dwellingTypeId: 'c3d4e5f6-0718-4293-a4b5-c6d7e8f90a04', description: 'Triplex', sortOrder: 4 },
  { dwellingTypeId: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a05', description: 'Fourplex', sortOrder: 5 },
  { dwellingTypeId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c06', description: 'Mobile Home', sortOrder: 6 },
];

const tradeRows = [
  {
    tradeId: 1,
    name: 'Appliances',
    webView: true,
    families: ['Refrigerator', 'Dishwasher', 'Oven / Range', 'Washer', 'Dryer', 'Garbage Disposal', 'No Fault'],
  },
  {
    tradeId: 2,
    name: 'Plumbing',
    webView: true,
    families: ['Water Heater', 'Toilet', 'Faucet', 'Drain Line Stoppage', 'Pipe Leak'],
  },
  {
    tradeId: 3,
    name: 'Electrical',
    webView: true,
    families: ['Outlet / Switch', 'Breaker Panel', 'Ceiling Fan', 'No Fault'],
  },
  {
    tradeId: 4,
    name: 'Heating & Air Conditioning',
    webView: true,
    families: ['Air Conditioner', 'Furnace', 'Heat Pump', 'Thermostat', 'Ductwork'],
  },
  { tradeId: 5, name: 'Pool & Spa', webView: true, families: ['Pool Pump', 'Spa Heater'] },
  { tradeId: 6, name: 'Pest Control', webView: true, families: ['Ants', 'Roaches', 'Rodents'] },
  { tradeId: 7, name: 'Roofing', webView: false, families: ['Roof Leak'] },
  { tradeId: 8, name: 'Garage Door', webView: true, families: ['Garage Door Opener'] },
];

export const planTypeRows = [
  { planTypeId: HOMEOWNER_PLAN_TYPE_ID, code: 'CO', name: 'Consumer', routeValue: 'consumer', legacyId: 3 },
  { planTypeId: REAL_ESTATE_PLAN_TYPE_ID, code: 'RE', name: 'RealEstate', routeValue: 'realEstate', legacyId: 2 },
  {
    planTypeId: '0c9b8a7d-6e5f-4d3c-8b2a-19f0e8d7c6b5',
    code: 'PM',
    name: 'PropertyManager',
    routeValue: null,
    legacyId: null,
  },
];

export const featureFlagRows = [
  'LimitsAndExclusions',
  'ChatWidget',
  ONLINE_ORDERING_FLAG_KEY,
  'ContractorDashboardCharts',
].map((key) => ({ key, isEnabled: true, description: featureFlagInfo(key).description }));

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Reference data; safe to run on every start (existing rows are kept). */
export async function seedReference(tx: Tx, t: Tables) {
  await tx
    .insert(t.states)
    .values(US_STATES.map((s) => ({ ...s, isMarketState: isMarketState(s.stateCode) })))
    .onConflictDoNothing();
  await tx.insert(t.propertyTypes).values(propertyTypeRows).onConflictDoNothing();
  await tx
    .insert(t.trades)
    .values(tradeRows.map(({ families: _f, ...trade }) => trade))
    .onConflictDoNothing();
  let familyId = 0;
  const families = tradeRows.flatMap((trade) =>
    trade.families.map((name) => ({ productFamilyId: trade.tradeId * 100 + ++familyId, tradeId: trade.tradeId, name })),
  );
  await tx.insert(t.productFamilies).values(families).onConflictDoNothing();
  await tx.insert(t.planTypes).values(planTypeRows).onConflictDoNothing();
  // Owns the Idempotency-Keys of signed-out callers; it has no password, so nobody signs in as it.
  await tx
    .insert(t.users)
    .values({
      id: ANONYMOUS_CALLER_ID,
      email: 'anonymous-caller@invalid',
      userType: 'unknown',
      firstName: 'Anonymous',
      lastName: 'Caller',
    })
    .onConflictDoNothing();
  await tx.insert(t.featureFlags).values(featureFlagRows).onConflictDoNothing();
  const zips = zipsInStates(MARKET_STATE_CODES).map((z) => ({
    zipCode: z.zip,
    city: z.city,
    stateCode: z.state,
    latitude: z.latitude,
    longitude: z.longitude,
  }));
  await insertInBatches(zips, 500, (batch) => tx.insert(t.zipCodes).values(batch).onConflictDoNothing());
}
