/**
 * Staff's contractor-relations tools: finding contractors, their facts and figures. What other folders use comes from
 * here.
 */
export { contractorRelationsRoutes } from './routes.ts';
