/** The mailer and the mail preview routes. What other folders use comes from here. */

export { languageOfAddress } from './language.ts';
export type { Mailer } from './mailer.ts';
export { mailPlugin } from './plugin.ts';
export { mailRoutes } from './routes.ts';
export { mailWanted } from './wanted.ts';
