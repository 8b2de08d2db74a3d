/** The contractor's workspace: what the app composes (account sections, the ticket route's screen). */
export { contractorAccountSections, loadTicketScreen, TicketScreen } from './account-sections.ts';
