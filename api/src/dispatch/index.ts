/** Dispatch tickets: what other features may use. */
export { checkUpload, discardUnused, filesUploadedBy, readUpload, recordFile, storeBytes } from './files.ts';
export { agreementOf } from './queries.ts';
export { dispatchRoutes } from './routes.ts';
