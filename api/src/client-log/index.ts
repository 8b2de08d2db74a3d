/** Errors the web app reports about itself. What other folders use comes from here. */
export { clientLogRoutes } from './routes.ts';
