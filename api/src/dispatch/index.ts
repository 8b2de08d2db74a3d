/** Dispatch tickets: what other features may use. */
export { discardUnused, filesUploadedBy, receiveUpload, recordFile } from './files.ts';
export { agreementOf } from './queries.ts';
export { dispatchRoutes } from './routes.ts';
