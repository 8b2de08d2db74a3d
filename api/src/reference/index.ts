/** Reference data: states, zip codes, trades. What other folders use comes from here. */
export { referenceRoutes } from './routes.ts';
export { lookupZip, zipsInStates } from './zip-data.ts';
