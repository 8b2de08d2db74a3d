/** Staff tools: admin, the contractor relations dashboard, the internal forum. */
export { staffAccountSections } from './account-sections.ts';
