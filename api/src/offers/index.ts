/** The catalog of plans and options and the offers made from it. What other folders use comes from here. */
export * from './catalog.ts';
export { catalogPlugin } from './plugin.ts';
export { offerRoutes } from './routes.ts';
export { sampleContractRoutes } from './sample-contract-routes.ts';
