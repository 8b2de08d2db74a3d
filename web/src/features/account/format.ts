/** How the account area writes money, days, cards, addresses and people. */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A wire date as its calendar day (dates on the wire are UTC midnights): "Jan 5, 2026". */
export function day(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/** A moment (a note, a notice) in the user's own time zone. */
export function moment(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : momentFormat.format(date);
}

/** Dollars with cents: "$64.99", "-$5.00". */
export function money(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  return `${sign}$${Math.abs(dollars).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Cards are named as everywhere else in the app. */
export { brandName, cardLabel, expiry } from '#web/lib/payments/card-label.ts';

export interface AddressFields {
  streetAddress: string;
  unit?: string | undefined;
  city: string;
  state: string;
  zipCode: string;
}

export const addressLine = (address: AddressFields): string =>
  `${address.streetAddress}${address.unit ? `, ${address.unit}` : ''}, ${address.city}, ${address.state} ${address.zipCode}`;

/** The comma-separated contract ids of GET /account/invoices and /account/servicerequest, in a stable order. */
export const contractIdsParam = (contractIds: readonly string[]): string => [...new Set(contractIds)].sort().join(',');
