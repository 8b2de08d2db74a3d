/** The contractor's own pages: account, tickets, files, statistics. What other folders use comes from here. */
export {
  type Grouping,
  type StatisticsSource,
  type SurveySums,
  surveySums,
  type TicketSums,
  ticketSums,
  yearRange,
} from './aggregates.ts';
export { contractorRoutes } from './routes.ts';
export {
  averageDaysToComplete,
  averageRating,
  MONTH_LABELS,
  scoreStatistics,
} from './statistics.ts';
