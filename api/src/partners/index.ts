/** Partners (agents, escrow officers) and their search. What other folders use comes from here. */
export { containsPattern, partnerSearchText, toPartner } from './queries.ts';
export { partnerRoutes } from './routes.ts';
