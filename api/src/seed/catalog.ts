import type { Tables, Tx } from '../db/index.ts';

/** The plan catalogue: plans, offers, coverages, add-ons, service call prices, surcharges, coupons. */
export async function seedCatalog(_tx: Tx, _t: Tables): Promise<void> {}
