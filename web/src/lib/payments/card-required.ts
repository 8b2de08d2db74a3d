/**
 * The payment was sent with no card saved in the form (the API's words: payerCardMessages.cardRequired). Its own
 * module: a form's checks name it without loading the card form's code and messages (hosted-form.ts).
 */
import { m } from '@hw/shared/i18n';

export const cardRequiredMessage = (): string => m.order_card_required();
