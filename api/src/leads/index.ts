/** Leads and brochure requests from the public site. What other folders use comes from here. */
export { leadRoutes } from './routes.ts';
