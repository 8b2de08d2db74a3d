/** The mailer, the customer mail's template and the mail preview routes. What other folders use comes from here. */

export { languageOfAddress } from './language.ts';
export type { Mailer, OutgoingMail } from './mailer.ts';
export { mailPlugin } from './plugin.ts';
export { mailRoutes } from './routes.ts';
export type { MailBody, MailDetail, MailUnsubscribe } from './templates/index.ts';
export { greeting } from './templates/index.ts';
export { mailWanted } from './wanted.ts';
