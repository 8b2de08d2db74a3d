/** Dispatch tickets: what other features may use. */
export { decideAuthorization, openAuthorizationRequests } from './authorization-requests.ts';
export {
  discardUnused,
  fileMessages,
  filesUploadedBy,
  receiveUpload,
  recordFile,
  type StoredUpload,
  storeUploadedBytes,
} from './files.ts';
export { agreementOf } from './queries.ts';
export { dispatchRoutes } from './routes.ts';
