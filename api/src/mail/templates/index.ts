/** The customer mail's one template: a description (./body.ts) rendered to HTML and a plain-text twin. */
export type { MailBody, MailDetail, MailFrame, MailUnsubscribe } from './body.ts';
export { renderMail } from './render.ts';
export { greeting } from './words.ts';
