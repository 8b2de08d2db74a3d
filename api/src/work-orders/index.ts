/** Work orders seen through a status link. What other folders use comes from here. */
export { workOrderRoutes } from './routes.ts';
