/** Feature flags: the list and staff's switches. What other folders use comes from here. */
export { featureRoutes } from './routes.ts';
