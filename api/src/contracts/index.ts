/**
 * A contract as its caller may see it: the check shared by ordering, offers, the account and service requests. What
 * other folders use comes from here.
 */
export { type ContractRow, canSeeContract, contractForCaller, wireBreakdown } from './contracts.ts';
export { type ContractMailDeps, mailContractExpired, mailContractStarted } from './status-mail.ts';
