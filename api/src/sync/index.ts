/** The offline outbox's batch endpoint. What other folders use comes from here. */
export { batchContextPlugin } from './batch-context.ts';
export { syncRoutes } from './routes.ts';
