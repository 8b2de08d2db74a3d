export { type ContractRow, canSeeContract, contractForCaller, wireBreakdown } from './contracts.ts';
