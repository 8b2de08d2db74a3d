/** Staff tools (spec core sections 2 to 4 and 6): admin, the contractor relations dashboard, the internal forum. */
export { staffAccountSections } from './account-sections.ts';
