/**
 * The marketing source of a visit: `?MarketingSourceId=` on the home page is kept in
 * session storage for the order this visit may place. The order draft has a `marketingSourceId` of its
 * own, which routes/site.tsx fills from here when a page of the site starts an order.
 */
export const MARKETING_SOURCE_KEY = 'marketingSourceId';
export const MARKETING_SOURCE_PARAM = 'MarketingSourceId';

const storage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** Keeps a non-empty id (up to 100 characters); a visit without one keeps what an earlier page kept. */
export function rememberMarketingSource(id: string | undefined): void {
  const value = id?.trim().slice(0, 100);
  if (!value) return;
  try {
    storage()?.setItem(MARKETING_SOURCE_KEY, value);
  } catch {
    // Private mode or a full quota: the order goes without it.
  }
}

export function storedMarketingSource(): string | null {
  try {
    return storage()?.getItem(MARKETING_SOURCE_KEY) ?? null;
  } catch {
    return null;
  }
}
