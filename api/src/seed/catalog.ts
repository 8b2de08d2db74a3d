/**
 * The plan catalogue of the six market states: three plans per plan type, offers per state and dwelling
 * type, coverages and add-ons with their limits and exclusions, service call prices, surcharges, listing
 * coverage prices, coupons and credit reasons. Fixed ids, so seeding again changes nothing.
 */
import { HOMEOWNER_PLAN_TYPE_ID, MARKET_STATE_CODES, REAL_ESTATE_PLAN_TYPE_ID, toCents } from '@hw/shared';
import type { Tables, Tx } from '../db/index.ts';
import { propertyTypeRows } from './reference.ts';

const TERMS_URL = 'https://www.example.com/terms-and-conditions';

/** Price factors: the same plan costs a little more or less from state to state and by kind of home. */
const STATE_FACTOR: Record<string, number> = { TX: 1, AZ: 1.03, NV: 1.05, UT: 0.97, ID: 0.95, OR: 1.02 };
const DWELLING_FACTOR = [1, 0.9, 1.35, 1.7, 2.05, 0.95];

/** Yearly price of a listing coverage per state, in dollars (not due until close of escrow). */
const LISTING_COVERAGE_PRICES: Record<string, number> = { AZ: 425, NV: 425, TX: 425, UT: 395, ID: 395, OR: 395 };

interface CoverageSeed {
  key: string;
  category: string;
  description: string;
  covered: string[];
  notCovered: string[];
  limits: string[];
}

const systems: CoverageSeed[] = [
  {
    key: 'heating',
    category: 'Systems',
    description: 'Heating System',
    covered: ['Furnace and heat pump components', 'Thermostats', 'Gas valves and igniters'],
    notCovered: ['Geothermal and solar heating', 'Fireplaces and wood stoves'],
    limits: ['$1,500 per occurrence'],
  },
  {
    key: 'cooling',
    category: 'Systems',
    description: 'Air Conditioning / Cooling',
    covered: ['Central air conditioning', 'Condensers, compressors and coils', 'Refrigerant recharge'],
    notCovered: ['Window units', 'Evaporative coolers on the roof'],
    limits: ['$1,500 per occurrence', 'Refrigerant up to $250'],
  },
  {
    key: 'ductwork',
    category: 'Systems',
    description: 'Ductwork',
    covered: ['Ducts from the unit to the registers'],
    notCovered: ['Ducts in concrete or inaccessible spaces'],
    limits: ['$500 per contract term'],
  },
  {
    key: 'plumbing',
    category: 'Systems',
    description: 'Plumbing System',
    covered: ['Leaks and breaks of water, drain and gas lines', 'Toilets, valves and faucets'],
    notCovered: ['Lines outside the foundation', 'Fixtures of special finish'],
    limits: ['$1,000 per occurrence'],
  },
  {
    key: 'stoppages',
    category: 'Systems',
    description: 'Plumbing Stoppages',
    covered: ['Clearing of sink, tub, shower and toilet stoppages'],
    notCovered: ['Stoppages caused by roots', 'Stoppages outside the foundation'],
    limits: ['Access through an existing clean-out'],
  },
  {
    key: 'water-heater',
    category: 'Systems',
    description: 'Water Heater',
    covered: ['Gas and electric tank water heaters', 'Thermostats and heating elements'],
    notCovered: ['Solar water heaters', 'Holding tanks'],
    limits: ['$1,000 per occurrence; tankless $1,500'],
  },
  {
    key: 'electrical',
    category: 'Systems',
    description: 'Electrical System',
    covered: ['Panels, breakers and wiring', 'Switches and outlets'],
    notCovered: ['Fixtures and bulbs', 'Solar panels and batteries'],
    limits: ['$1,000 per occurrence'],
  },
  {
    key: 'ceiling-fans',
    category: 'Systems',
    description: 'Ceiling Fans',
    covered: ['Motor, switches and wiring'],
    notCovered: ['Blades and light kits'],
    limits: ['$250 per fan'],
  },
  {
    key: 'garage-door',
    category: 'Systems',
    description: 'Garage Door Opener',
    covered: ['Motor, switches, limit switches and receivers'],
    notCovered: ['Doors, hinges and springs', 'Remote transmitters'],
    limits: ['$400 per occurrence'],
  },
];

const appliances: CoverageSeed[] = [
  {
    key: 'refrigerator',
    category: 'Appliances',
    description: 'Kitchen Refrigerator',
    covered: ['Compressor, thermostat and fans', 'Ice maker and dispenser'],
    notCovered: ['Shelves, bins and racks', 'Food spoilage'],
    limits: ['$1,000 per occurrence'],
  },
  {
    key: 'dishwasher',
    category: 'Appliances',
    description: 'Dishwasher',
    covered: ['Pump, motor, timer and seals'],
    notCovered: ['Racks and baskets'],
    limits: ['$500 per occurrence'],
  },
  {
    key: 'oven',
    category: 'Appliances',
    description: 'Oven / Range / Cooktop',
    covered: ['Burners, elements and controls', 'Self-cleaning and clock functions'],
    notCovered: ['Rotisseries and racks', 'Glass cooktop surfaces'],
    limits: ['$1,000 per occurrence'],
  },
  {
    key: 'microwave',
    category: 'Appliances',
    description: 'Built-in Microwave',
    covered: ['Magnetron, controls and door switches'],
    notCovered: ['Countertop microwaves'],
    limits: ['$300 per occurrence'],
  },
  {
    key: 'disposal',
    category: 'Appliances',
    description: 'Garbage Disposal',
    covered: ['The complete unit'],
    notCovered: ['Damage from foreign objects'],
    limits: ['Replaced with a builder-grade unit'],
  },
  {
    key: 'washer',
    category: 'Appliances',
    description: 'Clothes Washer',
    covered: ['Motor, pump, timer and belts'],
    notCovered: ['Soap dispensers and lint screens'],
    limits: ['$500 per occurrence'],
  },
  {
    key: 'dryer',
    category: 'Appliances',
    description: 'Clothes Dryer',
    covered: ['Motor, heating element, timer and belts'],
    notCovered: ['Vent cleaning'],
    limits: ['$500 per occurrence'],
  },
];

interface AddonSeed extends CoverageSeed {
  cost: number;
  monthly: number;
  /** Several may be covered (pools, extra refrigerators); false for one per home (the roof, the well pump). */
  allowsQuantity: boolean;
}

const addons: AddonSeed[] = [
  {
    key: 'pool-spa',
    category: 'Add-ons',
    description: 'Pool / Spa Equipment',
    cost: 180,
    monthly: 15,
    allowsQuantity: true,
    covered: ['Pumps, motors, filters and heaters of one pool and one spa'],
    notCovered: ['Liners, covers and cleaning equipment', 'Solar pool heaters'],
    limits: ['$1,500 per contract term'],
  },
  {
    key: 'extra-refrigerator',
    category: 'Add-ons',
    description: 'Additional Refrigerator',
    cost: 60,
    monthly: 5,
    allowsQuantity: true,
    covered: ['A second refrigerator or stand-alone freezer in the home or garage'],
    notCovered: ['Commercial units'],
    limits: ['$1,000 per occurrence'],
  },
  {
    key: 'well-pump',
    category: 'Add-ons',
    description: 'Well Pump',
    cost: 100,
    monthly: 8.34,
    allowsQuantity: false,
    covered: ['The well pump and its pressure switch'],
    notCovered: ['Well casing and storage tanks', 'Re-drilling'],
    limits: ['$1,000 per contract term'],
  },
  {
    key: 'septic',
    category: 'Add-ons',
    description: 'Septic System',
    cost: 75,
    monthly: 6.25,
    allowsQuantity: false,
    covered: ['Septic line from the house to the tank', 'One pumping per term for a stoppage'],
    notCovered: ['Leach lines and field', 'Tank replacement'],
    limits: ['$500 per contract term'],
  },
  {
    key: 'roof-leak',
    category: 'Add-ons',
    description: 'Roof Leak Repair',
    cost: 120,
    monthly: 10,
    allowsQuantity: false,
    covered: ['Repair of leaks over the occupied living area'],
    notCovered: ['Patios, porches and skylights', 'Roof replacement'],
    limits: ['$750 per contract term'],
  },
  {
    key: 'water-softener',
    category: 'Add-ons',
    description: 'Water Softener',
    cost: 60,
    monthly: 5,
    allowsQuantity: false,
    covered: ['Softener components except resin and salt'],
    notCovered: ['Rented or leased units', 'Reverse osmosis systems'],
    limits: ['$500 per contract term'],
  },
  {
    key: 'sewer-line',
    category: 'Add-ons',
    description: 'Sewer Line',
    cost: 150,
    monthly: 12.5,
    allowsQuantity: false,
    covered: ['Leaks and breaks of the main sewer line on the property'],
    notCovered: ['Lines under slabs or structures'],
    limits: ['$2,000 per contract term'],
  },
  {
    key: 'ac-tune-up',
    category: 'Add-ons',
    description: 'A/C Tune-Up',
    cost: 90,
    monthly: 7.5,
    allowsQuantity: true,
    covered: ['One yearly tune-up of the central air conditioning'],
    notCovered: ['Parts found worn during the tune-up'],
    limits: ['One visit per year'],
  },
];

interface PlanSeed {
  planId: string;
  planTypeId: string;
  name: string;
  yearly: number;
  coverages: string[];
  /** Add-ons pre-selected with this plan (included in its price). */
  includedAddons: string[];
  canBeListingCoverage: boolean;
}

const systemKeys = systems.map((c) => c.key);
const applianceKeys = appliances.map((c) => c.key);

const planSeeds: PlanSeed[] = [
  {
    planId: 'plan-ho-essentials',
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    name: 'Essentials',
    yearly: 480,
    coverages: systemKeys.filter((k) => k !== 'ductwork' && k !== 'ceiling-fans'),
    includedAddons: [],
    canBeListingCoverage: false,
  },
  {
    planId: 'plan-ho-signature',
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    name: 'Signature',
    yearly: 600,
    coverages: [...systemKeys, ...applianceKeys.filter((k) => k !== 'washer' && k !== 'dryer')],
    includedAddons: [],
    canBeListingCoverage: false,
  },
  {
    planId: 'plan-ho-platinum',
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    name: 'Platinum',
    yearly: 780,
    coverages: [...systemKeys, ...applianceKeys],
    includedAddons: ['ac-tune-up'],
    canBeListingCoverage: false,
  },
  {
    planId: 'plan-re-essentials',
    planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
    name: "Buyer's Essentials",
    yearly: 450,
    coverages: [...systemKeys.filter((k) => k !== 'ceiling-fans'), 'dishwasher', 'oven', 'disposal'],
    includedAddons: [],
    canBeListingCoverage: true,
  },
  {
    planId: 'plan-re-choice',
    planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
    name: "Buyer's Choice",
    yearly: 540,
    coverages: [...systemKeys, ...applianceKeys.filter((k) => k !== 'washer' && k !== 'dryer')],
    includedAddons: [],
    canBeListingCoverage: true,
  },
  {
    planId: 'plan-re-premier',
    planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
    name: "Buyer's Premier",
    yearly: 695,
    coverages: [...systemKeys, ...applianceKeys],
    includedAddons: ['ac-tune-up'],
    canBeListingCoverage: false,
  },
];

/** Dollars rounded to a whole dollar (yearly prices) or to 99 cents below the next dollar (monthly). */
const yearlyPrice = (dollars: number) => toCents(Math.round(dollars));
const monthlyPrice = (yearly: number) => toCents(Math.ceil(yearly / 12) - 0.01);

const coverageItemId = (key: string) => `ci-${key}`;
const salesItemId = (key: string) => `si-${key}`;

function coverageItemRows() {
  const legal =
    'Coverage is subject to the terms, conditions, limits and exclusions of the residential service contract.\n' +
    'A 30-day waiting period applies to new contracts not bought at the close of a home sale.\n' +
    `Read the full contract terms at ${TERMS_URL}`;
  const items = [...systems, ...appliances, ...addons].map((c) => ({
    salesItemCoverageId: coverageItemId(c.key),
    name: c.description,
    factoids: [],
    covered: c.covered,
    notCovered: c.notCovered,
    limits: c.limits,
    legal,
  }));
  const plansItems = planSeeds.map((plan) => {
    const names = plan.coverages.map(
      (key) => [...systems, ...appliances].find((c) => c.key === key)?.description ?? key,
    );
    return {
      salesItemCoverageId: coverageItemId(plan.planId),
      name: plan.name,
      factoids: [
        {
          image: 'calendar',
          title: 'Coverage starts',
          items: ['At closing for home buyers', 'After 30 days otherwise'],
        },
        {
          image: 'wrench',
          title: 'Service calls',
          items: ['One fee per trade per visit', 'Licensed local contractors'],
        },
      ],
      covered: names,
      notCovered: ['Pre-existing conditions known before coverage', 'Cosmetic defects', 'Code upgrades and permits'],
      limits: ['$3,000 total per appliance or system per term unless stated', 'Refrigerant up to $250 per occurrence'],
      legal,
    };
  });
  return [...items, ...plansItems];
}

/** The trade (api/src/seed/reference.ts) whose contractors repair each item. */
const TRADE_OF_COVERAGE: Record<string, number> = {
  heating: 4,
  cooling: 4,
  ductwork: 4,
  'ac-tune-up': 4,
  plumbing: 2,
  stoppages: 2,
  'water-heater': 2,
  'well-pump': 2,
  septic: 2,
  'water-softener': 2,
  'sewer-line': 2,
  electrical: 3,
  'ceiling-fans': 3,
  'garage-door': 8,
  refrigerator: 1,
  'extra-refrigerator': 1,
  dishwasher: 1,
  oven: 1,
  microwave: 1,
  disposal: 1,
  washer: 1,
  dryer: 1,
  'pool-spa': 5,
  'roof-leak': 7,
};

export async function seedCatalog(tx: Tx, t: Tables): Promise<void> {
  await tx.insert(t.coverageItems).values(coverageItemRows()).onConflictDoNothing();
  for (const c of [...systems, ...appliances, ...addons]) {
    const tradeId = TRADE_OF_COVERAGE[c.key] ?? null;
    const allowsQuantity = (c as Partial<AddonSeed>).allowsQuantity ?? true;
    await tx
      .insert(t.coverages)
      .values({
        salesItemId: salesItemId(c.key),
        category: c.category,
        description: c.description,
        salesItemCoverageId: coverageItemId(c.key),
        tradeId,
        allowsQuantity,
      })
      .onConflictDoUpdate({ target: t.coverages.salesItemId, set: { tradeId, allowsQuantity } });
  }

  await tx
    .insert(t.plans)
    .values(
      planSeeds.map((plan, index) => ({
        planId: plan.planId,
        planTypeId: plan.planTypeId,
        name: plan.name,
        sortOrder: index,
        canBeListingCoverage: plan.canBeListingCoverage,
        salesItemCoverageId: coverageItemId(plan.planId),
      })),
    )
    .onConflictDoNothing();

  const planCoverageRows = planSeeds.flatMap((plan) => [
    ...plan.coverages.map((key, index) => ({
      planId: plan.planId,
      salesItemId: salesItemId(key),
      isOptional: false,
      isIncludedByDefault: false,
      costCents: toCents(0),
      recurringCostCents: toCents(0),
      sortOrder: index,
    })),
    ...addons
      .filter((addon) => !plan.coverages.includes(addon.key))
      .map((addon, index) => {
        const included = plan.includedAddons.includes(addon.key);
        return {
          planId: plan.planId,
          salesItemId: salesItemId(addon.key),
          isOptional: true,
          isIncludedByDefault: included,
          costCents: toCents(included ? 0 : addon.cost),
          recurringCostCents: toCents(included ? 0 : addon.monthly),
          sortOrder: 100 + index,
        };
      }),
  ]);
  await tx.insert(t.planCoverages).values(planCoverageRows).onConflictDoNothing();

  const offerRows = planSeeds.flatMap((plan) =>
    MARKET_STATE_CODES.flatMap((stateCode) =>
      propertyTypeRows.map((dwelling, index) => {
        const yearly = plan.yearly * (STATE_FACTOR[stateCode] ?? 1) * (DWELLING_FACTOR[index] ?? 1);
        return {
          contractOfferId: `offer-${plan.planId.slice('plan-'.length)}-${stateCode.toLowerCase()}-${index + 1}`,
          planId: plan.planId,
          stateCode,
          dwellingTypeId: dwelling.dwellingTypeId,
          costCents: yearlyPrice(yearly),
          monthlyCostCents: monthlyPrice(Math.round(yearly)),
        };
      }),
    ),
  );
  await tx.insert(t.offers).values(offerRows).onConflictDoNothing();

  const serviceCallRows = MARKET_STATE_CODES.flatMap((stateCode) => [
    ...[
      { fee: 75, offset: 0 },
      { fee: 100, offset: -40 },
      { fee: 125, offset: -75 },
    ].map((price) => ({
      id: `scp-ho-${stateCode.toLowerCase()}-${price.fee}`,
      planTypeId: HOMEOWNER_PLAN_TYPE_ID,
      stateCode,
      feeCents: toCents(price.fee),
      priceOffsetCents: toCents(price.offset),
    })),
    {
      id: `scp-re-${stateCode.toLowerCase()}-75`,
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      stateCode,
      feeCents: toCents(75),
      priceOffsetCents: toCents(0),
    },
  ]);
  await tx.insert(t.serviceCallPrices).values(serviceCallRows).onConflictDoNothing();

  await tx
    .insert(t.surcharges)
    .values(
      MARKET_STATE_CODES.flatMap((stateCode) => [
        { planTypeId: HOMEOWNER_PLAN_TYPE_ID, stateCode, kind: 'over5000SqFt' as const, amountCents: toCents(150) },
        { planTypeId: REAL_ESTATE_PLAN_TYPE_ID, stateCode, kind: 'over5000SqFt' as const, amountCents: toCents(100) },
      ]),
    )
    .onConflictDoNothing();

  await tx
    .insert(t.listingCoveragePrices)
    .values(
      Object.entries(LISTING_COVERAGE_PRICES).map(([stateCode, price]) => ({ stateCode, priceCents: toCents(price) })),
    )
    .onConflictDoNothing();

  await tx
    .insert(t.coupons)
    .values([
      { contractCouponId: 'coupon-save50', couponCode: 'SAVE50', amountCents: toCents(50) },
      {
        contractCouponId: 'coupon-welcome25',
        couponCode: 'WELCOME25',
        amountCents: toCents(25),
        planTypeId: HOMEOWNER_PLAN_TYPE_ID,
      },
      {
        contractCouponId: 'coupon-texas100',
        couponCode: 'TEXAS100',
        amountCents: toCents(100),
        planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
        stateCode: 'TX',
      },
      {
        contractCouponId: 'coupon-spring2024',
        couponCode: 'SPRING2024',
        amountCents: toCents(40),
        expiresAt: new Date('2024-06-01T00:00:00Z'),
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(t.creditReasons)
    .values(
      [
        ['militaryDiscount', 'Military discount'],
        ['realtorDiscount', 'Realtor discount'],
        ['employeeDiscount', 'Employee discount'],
        ['renewalDiscount', 'Renewal discount'],
        ['transferDiscount', 'Transfer discount'],
        ['autoRenewDiscount', 'Auto-renew discount', 25],
        ['multiYearDiscount', 'Multi-year discount'],
        ['seniorDiscount', 'Senior discount'],
        ['firstResponderDiscount', 'First responder discount'],
        ['referralCredit', 'Referral credit'],
        ['promotionalCredit', 'Promotional credit'],
        ['customerServiceCredit', 'Customer service credit'],
        ['priceMatchCredit', 'Price match credit'],
        ['serviceCallRefund', 'Service call fee refund'],
        ['overpaymentCredit', 'Overpayment credit'],
        ['goodwillCredit', 'Goodwill credit'],
      ].map(([creditReasonId, description, amount]) => ({
        creditReasonId: String(creditReasonId),
        description: String(description),
        defaultAmountCents: amount === undefined ? null : toCents(Number(amount)),
      })),
    )
    .onConflictDoNothing();
}
