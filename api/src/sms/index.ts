/** Texts to homeowners: the service, its adapters and Twilio's webhooks. What other folders use comes from here. */
export { type SmsOptions, smsPlugin, smsTextsFor } from './plugin.ts';
export { smsRoutes } from './routes.ts';
export type { SmsSender } from './sender.ts';
export { isGenuineTwilioRequest, twilioSignature } from './signature.ts';
export { type DueReport, SMS_STATUS_PATH, SMS_WEBHOOK_PATH, type SmsTexts, type TextToSend } from './texts.ts';
