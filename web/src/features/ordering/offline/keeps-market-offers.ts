import { REAL_ESTATE_USER_TYPES, type UserType } from '@hw/shared';

/** Whether the device keeps the market offers for this user (market-offers.ts): real-estate users only. */
export function keepsMarketOffers(userType: UserType | undefined): boolean {
  return userType !== undefined && REAL_ESTATE_USER_TYPES.includes(userType);
}
