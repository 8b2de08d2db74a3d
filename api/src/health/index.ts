/** Liveness and readiness. What other folders use comes from here. */
export { healthRoutes } from './routes.ts';
