/** The contractor's work on this device: stored tickets and catalogue, the ticket changes, files. */
export {
  cacheAssignedTickets,
  refreshCatalogue,
  refreshChangedTicket,
  refreshClosingItems,
  refreshOpeningPage,
  refreshTicket,
  refreshTicketPage,
} from './cache.ts';
export {
  useStoredCategories,
  useStoredClosingItems,
  useStoredTicketList,
  useTicketView,
  useUploads,
  useUploadsSending,
} from './hooks.ts';
export type { UploadRow } from './stores.ts';
export {
  addPart,
  createNote,
  dropQueuedPart,
  recordVisit,
  removePart,
  requestAuthorization,
  TICKET_FIELD_LABELS,
  updateTicket,
} from './ticket-mutations.ts';
export * from './types.ts';
export { queueFile } from './uploads.ts';
