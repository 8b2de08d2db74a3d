export type { Mailer, MailMessage } from './mailer.ts';
export { mailPlugin } from './plugin.ts';
export { mailRoutes } from './routes.ts';
