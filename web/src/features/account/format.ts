/**
 * How the account area writes addresses, saved cards and the contract ids of its calls; money and days:
 * #web/lib/format.ts.
 */
import { m } from '@hw/shared/i18n';
import { brandName, cardLabel } from '#web/lib/format.ts';

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

/** A saved card in the page's language: "Visa ending 1111, expires 12/29". */
export const cardText = cardLabel;

/** "Visa ending 1111". */
export const cardName = (card: { cardType: string; lastFour: string }): string =>
  m.account_card_name({ brand: brandName(card.cardType), lastFour: card.lastFour });
