export { ContractorAccount } from './contractor-account.tsx';
