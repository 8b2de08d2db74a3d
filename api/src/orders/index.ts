export { type ContractRow, canSeeContract, contractForCaller, wireBreakdown } from './contracts.ts';
export { type CardCharge, chargeCard, orderMessages, saveCard } from './place-order.ts';
export { type PaymentSteps, runPaidWrite } from './run-once.ts';
