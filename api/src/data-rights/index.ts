/** People's rights over their data: export, account erasure and privacy requests. */
export { dataRightsRoutes } from './routes.ts';
