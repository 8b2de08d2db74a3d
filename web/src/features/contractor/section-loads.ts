/**
 * What each contractor section loads before it opens. Loaded with the account area, not with every page:
 * the query modules and their schemas stay out of the public pages' code.
 */
import type { AccountSectionContext } from '#web/lib/account-sections.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { tradesQueryOptions } from '#web/lib/reference/get-trades.ts';
import { apiTransport } from '#web/offline/index.ts';
import { agreementQueryOptions } from './api/get-agreement.ts';
import { contractorProfileQueryOptions } from './api/get-contractor-profile.ts';
import { scoreStatisticsQueryOptions } from './api/get-score-statistics.ts';
import { vocStatisticsQueryOptions } from './api/get-voc-statistics.ts';
import { refreshTicketPage } from './offline/index.ts';

export const loadDashboard = ({ queryClient, user }: AccountSectionContext) => {
  const year = new Date().getFullYear();
  return Promise.all([
    loadQuery(queryClient, agreementQueryOptions()),
    loadQuery(queryClient, tradesQueryOptions()),
    loadQuery(queryClient, vocStatisticsQueryOptions(user.userId, { year })),
    loadQuery(queryClient, scoreStatisticsQueryOptions(user.userId, { year })),
  ]);
};

/** A ticket screen opens with the agreement it is gated on. */
export const loadAgreement = ({ queryClient }: AccountSectionContext) =>
  loadQuery(queryClient, agreementQueryOptions());

/**
 * The ticket list opens with the agreement; its first page of open tickets is asked for meanwhile (stored on
 * the device, where the list reads it), not waited for: offline, the list shows what the device has.
 */
export const loadTicketList = (context: AccountSectionContext) => {
  if (navigator.onLine) void refreshTicketPage(apiTransport, 'open', 0).catch(() => undefined);
  return loadAgreement(context);
};

export const loadProfile = ({ queryClient, user }: AccountSectionContext) =>
  loadQuery(queryClient, contractorProfileQueryOptions(user.userId));
