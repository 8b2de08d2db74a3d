/**
 * The plan catalogue as one in-memory snapshot per process: a few hundred rows that change only with a seed,
 * a deploy or a coupon campaign, read by every offers, coupon and price call. Each process reloads it at
 * most once a minute instead of querying per request (querying the coupon per price call cost three
 * quarters of the throughput: docs/benchmarks.md). A coupon switched off stops counting within a minute.
 */
import type { Offer, PricedOffer, ServiceCallPrice } from '@hw/shared';
import { toDollars } from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { Database, Queryable, Tables } from '../db/index.ts';

const CATALOG_TTL_MS = 60 * 1000;

export interface CatalogCoverage {
  salesItemId: string;
  category: string;
  description: string;
  isOptional: boolean;
  isIncludedByDefault: boolean;
  costCents: number;
  recurringCostCents: number;
  salesItemCoverageId: string | null;
  allowsQuantity: boolean;
}

export interface CatalogPlan {
  planId: string;
  planTypeId: string;
  name: string;
  sortOrder: number;
  canBeListingCoverage: boolean;
  salesItemCoverageId: string | null;
  coverages: CatalogCoverage[];
}

export interface CatalogOffer {
  contractOfferId: string;
  plan: CatalogPlan;
  stateCode: string;
  dwellingTypeId: string;
  costCents: number;
  monthlyCostCents: number;
}

export interface CatalogServiceCallPrice {
  id: string;
  feeCents: number;
  priceOffsetCents: number;
}

export interface Catalog {
  offers: CatalogOffer[];
  offerById: Map<string, CatalogOffer>;
  plans: Map<string, CatalogPlan>;
  /** By `${planTypeId}|${stateCode}`, lowest fee first. */
  serviceCallPrices: Map<string, CatalogServiceCallPrice[]>;
  over5000SqFtFees: Map<string, number>;
  listingCoveragePrices: Map<string, number>;
  /** Taken off an order that renews itself (credit reason autoRenewDiscount). */
  autoRenewDiscountCents: number;
  /** Active coupons by upper-case code. */
  coupons: Map<string, CouponRow>;
}

export type CouponRow = Tables['coupons']['$inferSelect'];

const key = (planTypeId: string, stateCode: string) => `${planTypeId}|${stateCode.toUpperCase()}`;

async function loadCatalog(db: Queryable, t: Tables): Promise<Catalog> {
  const [planRows, coverageRows, planCoverageRows, offerRows, priceRows, surchargeRows, listingRows] = [
    await db.select().from(t.plans),
    await db.select().from(t.coverages),
    await db.select().from(t.planCoverages),
    await db.select().from(t.offers),
    await db.select().from(t.serviceCallPrices),
    await db.select().from(t.surcharges),
    await db.select().from(t.listingCoveragePrices),
  ];
  const couponRows = await db.select().from(t.coupons).where(eq(t.coupons.isActive, true));
  const [autoRenew] = await db
    .select()
    .from(t.creditReasons)
    .where(eq(t.creditReasons.creditReasonId, 'autoRenewDiscount'))
    .limit(1);
  const coverageById = new Map(coverageRows.map((row) => [row.salesItemId, row]));
  const plans = new Map<string, CatalogPlan>();
  for (const plan of planRows) {
    const coverages = planCoverageRows
      .filter((row) => row.planId === plan.planId)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .flatMap((row) => {
        const coverage = coverageById.get(row.salesItemId);
        if (!coverage) return [];
        return [
          {
            salesItemId: row.salesItemId,
            category: coverage.category,
            description: coverage.description,
            isOptional: row.isOptional,
            isIncludedByDefault: row.isIncludedByDefault,
            costCents: row.costCents,
            recurringCostCents: row.recurringCostCents,
            salesItemCoverageId: coverage.salesItemCoverageId,
            allowsQuantity: coverage.allowsQuantity,
          },
        ];
      });
    plans.set(plan.planId, { ...plan, coverages });
  }
  const offers = offerRows.flatMap((row) => {
    const plan = plans.get(row.planId);
    return plan ? [{ ...row, plan }] : [];
  });
  const serviceCallPrices = new Map<string, CatalogServiceCallPrice[]>();
  for (const row of [...priceRows].sort((a, b) => a.feeCents - b.feeCents)) {
    const list = serviceCallPrices.get(key(row.planTypeId, row.stateCode)) ?? [];
    list.push({ id: row.id, feeCents: row.feeCents, priceOffsetCents: row.priceOffsetCents });
    serviceCallPrices.set(key(row.planTypeId, row.stateCode), list);
  }
  return {
    offers,
    offerById: new Map(offers.map((offer) => [offer.contractOfferId, offer])),
    plans,
    serviceCallPrices,
    over5000SqFtFees: new Map(
      surchargeRows
        .filter((row) => row.kind === 'over5000SqFt')
        .map((row) => [key(row.planTypeId, row.stateCode), row.amountCents]),
    ),
    listingCoveragePrices: new Map(listingRows.map((row) => [row.stateCode, row.priceCents])),
    autoRenewDiscountCents: autoRenew?.defaultAmountCents ?? 0,
    coupons: new Map(couponRows.map((row) => [row.couponCode, row])),
  };
}

/** The catalogue of a database, reloaded at most once a minute. */
export function catalogSource(database: Database): () => Promise<Catalog> {
  let value: Promise<Catalog> | undefined;
  let loadedAt = 0;
  return () => {
    if (!value || Date.now() - loadedAt > CATALOG_TTL_MS) {
      loadedAt = Date.now();
      value = loadCatalog(database.db, database.t).catch((error) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}

export interface OfferQuery {
  stateCode: string;
  planTypeId: string;
  dwellingTypeId: string;
  isListingCoverage: boolean;
}

/** The offers of a plan type for a state and dwelling type; a listing coverage keeps the plans that can be one. */
export function findOffers(catalog: Catalog, query: OfferQuery): CatalogOffer[] {
  const stateCode = query.stateCode.toUpperCase();
  return catalog.offers
    .filter(
      (offer) =>
        offer.stateCode === stateCode &&
        offer.dwellingTypeId === query.dwellingTypeId &&
        offer.plan.planTypeId === query.planTypeId &&
        (!query.isListingCoverage || offer.plan.canBeListingCoverage),
    )
    .sort((a, b) => a.plan.sortOrder - b.plan.sortOrder);
}

export function serviceCallPricesFor(
  catalog: Catalog,
  planTypeId: string,
  stateCode: string,
): CatalogServiceCallPrice[] {
  return catalog.serviceCallPrices.get(key(planTypeId, stateCode)) ?? [];
}

export function over5000SqFtFeeCents(catalog: Catalog, planTypeId: string, stateCode: string): number {
  return catalog.over5000SqFtFees.get(key(planTypeId, stateCode)) ?? 0;
}

export function listingCoveragePriceCents(catalog: Catalog, stateCode: string): number {
  return catalog.listingCoveragePrices.get(stateCode.toUpperCase()) ?? 0;
}

/** The pricing view of an offer (shared/src/pricing.ts). */
export function pricedOffer(offer: CatalogOffer): PricedOffer {
  return {
    name: offer.plan.name,
    costCents: offer.costCents,
    monthlyCostCents: offer.monthlyCostCents,
    coverages: offer.plan.coverages,
  };
}

export function wireServiceCallPrice(price: CatalogServiceCallPrice): ServiceCallPrice {
  return { id: price.id, fee: toDollars(price.feeCents), priceOffset: toDollars(price.priceOffsetCents) };
}

/** An offer as GET /offers answers it; a listing coverage is priced by its state. */
export function wireOffer(
  catalog: Catalog,
  offer: CatalogOffer,
  options: { isListingCoverage: boolean; currentOfferId?: string | undefined },
): Offer {
  const listingCents = options.isListingCoverage ? listingCoveragePriceCents(catalog, offer.stateCode) : undefined;
  return {
    contractOfferId: offer.contractOfferId,
    planId: offer.plan.planId,
    name: offer.plan.name,
    cost: toDollars(listingCents ?? offer.costCents),
    monthlyCost: toDollars(listingCents === undefined ? offer.monthlyCostCents : listingCents / 12),
    coverages: offer.plan.coverages.map((coverage) => ({
      id: coverage.salesItemId,
      category: coverage.category,
      description: coverage.description,
      isOptional: coverage.isOptional,
      isIncludedByDefault: coverage.isIncludedByDefault,
      cost: toDollars(coverage.costCents),
      recurringCost: toDollars(coverage.recurringCostCents),
      salesItemCoverageId: coverage.salesItemCoverageId,
      allowsQuantity: coverage.allowsQuantity,
    })),
    includedAddonIds: offer.plan.coverages
      .filter((coverage) => coverage.isOptional && coverage.isIncludedByDefault)
      .map((coverage) => coverage.salesItemId),
    isCurrentCoverage: options.currentOfferId === offer.contractOfferId,
    canBeListingCoverage: offer.plan.canBeListingCoverage,
    serviceCallPrices: serviceCallPricesFor(catalog, offer.plan.planTypeId, offer.stateCode).map(wireServiceCallPrice),
    salesItemCoverageId: offer.plan.salesItemCoverageId,
  };
}

/** An active, unexpired coupon by code that applies to the plan, plan type and state; undefined otherwise. */
export function findCoupon(
  catalog: Catalog,
  query: { couponCode: string; planId: string; planTypeId: string; stateCode: string },
  now = new Date(),
): CouponRow | undefined {
  const coupon = catalog.coupons.get(query.couponCode.trim().toUpperCase());
  if (!coupon) return undefined;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return undefined;
  if (coupon.planTypeId && coupon.planTypeId !== query.planTypeId) return undefined;
  if (coupon.stateCode && coupon.stateCode !== query.stateCode.toUpperCase()) return undefined;
  if (coupon.planId && coupon.planId !== query.planId) return undefined;
  return coupon;
}

/** The limits and exclusions of a coverage item. */
export async function findCoverageItem(db: Queryable, t: Tables, salesItemCoverageId: string) {
  const [item] = await db
    .select()
    .from(t.coverageItems)
    .where(eq(t.coverageItems.salesItemCoverageId, salesItemCoverageId))
    .limit(1);
  return item;
}
