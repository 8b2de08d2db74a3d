/** How the account area writes addresses and the contract ids of its calls; money, days and cards: #web/lib/format.ts. */
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
