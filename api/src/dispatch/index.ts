/** Dispatch tickets: what other features may use. */
export { filesUploadedBy } from './files.ts';
export { agreementOf } from './queries.ts';
export { dispatchRoutes } from './routes.ts';
