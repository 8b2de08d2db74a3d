/** Service requests: what other features may use (the routes are registered by app.ts from ./routes.ts). */
export { refundFee } from './fee-refund.ts';
export { statusLinks } from './status-link.ts';
export { serviceRequestSummaries } from './summaries.ts';
export { cancelWorkOrder, followWorkOrder, recordEvent } from './timeline.ts';
export { moveVisit, visitDetail, visitOf, windowsOf } from './visits.ts';
