/**
 * The signed-in user's account: profile, contracts, invoices, saved cards, notices, merging accounts. What other
 * folders use comes from here.
 */
export { messageChoicesOf } from './message-preferences-routes.ts';
export { accountRoutes } from './routes.ts';
export { chargedCardIds, removeCard } from './saved-cards.ts';
export { tellOwner } from './tell-owner.ts';
