/** The account area: its shell (menu and layout) and the account summary section. */

export { accountSections } from './account-sections.ts';
export { AccountShell } from './account-shell.tsx';
export { contractPlanType, contractToChange } from './contract-actions.tsx';
