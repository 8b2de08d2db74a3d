export { type ContractRow, canSeeContract, contractForCaller, wireBreakdown } from './contracts.ts';
export { type PaymentSteps, runPaidWrite } from './run-once.ts';
