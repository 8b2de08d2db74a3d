/** Texts to homeowners: the service, its adapters and Twilio's webhooks. What other folders use comes from here. */
export { type SmsOptions, smsPlugin, smsTextsFor } from './plugin.ts';
export { smsRoutes } from './routes.ts';
export type { SmsTexts } from './texts.ts';
