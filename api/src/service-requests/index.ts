/** Service requests: their routes and what other folders may use. */
export { refundFee } from './fee-refund.ts';
export { serviceRequestRoutes } from './routes.ts';
export { statusLinks } from './status-link.ts';
export {
  availabilityOf,
  moveVisit,
  textVisitChange,
  upcomingVisits,
  visitDetail,
  visitOf,
  windowsOf,
} from './visits.ts';
