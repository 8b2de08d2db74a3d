/**
 * The gateway's hosted card form (Authorize.Net's Accept Customer protocol; the sandbox gateway's own form speaks
 * it too): what it tells our page, and what our pages say about it. The form reports through the iframe
 * communicator page (served by the API), which calls `window.AuthorizeNetIFrame.onReceiveCommunication` of our
 * page with a query string: `action=successfulSave`, `action=cancel`, `action=resizeWindow&width=W&height=H`
 * (Authorize.Net may also send `action=transactResponse&response=...`, which a customer form never needs).
 */
import { m } from '@hw/shared/i18n';
import { isApiError } from '#web/lib/api/index.ts';
import { cardRequiredMessage } from './card-required.ts';

export type HostedFormMessage =
  | { action: 'successfulSave' }
  | { action: 'cancel' }
  /** The form's height in CSS pixels; null when the message gave none we can use. */
  | { action: 'resizeWindow'; height: number | null }
  | { action: 'ignored' };

/** The tallest frame we make (a form asking for more is scrolled inside it). */
export const HOSTED_FORM_MAX_HEIGHT = 1200;
/** The shortest: a form that says less still shows its buttons. */
export const HOSTED_FORM_MIN_HEIGHT = 160;

export function parseHostedFormMessage(text: unknown): HostedFormMessage {
  if (typeof text !== 'string') return { action: 'ignored' };
  const params = new URLSearchParams(text.replace(/^[?#]/, ''));
  switch (params.get('action')) {
    case 'successfulSave':
      return { action: 'successfulSave' };
    case 'cancel':
      return { action: 'cancel' };
    case 'resizeWindow': {
      const height = Number.parseFloat(params.get('height') ?? '');
      if (!Number.isFinite(height) || height <= 0) return { action: 'resizeWindow', height: null };
      return {
        action: 'resizeWindow',
        height: Math.round(Math.min(HOSTED_FORM_MAX_HEIGHT, Math.max(HOSTED_FORM_MIN_HEIGHT, height))),
      };
    }
    default:
      return { action: 'ignored' };
  }
}

/** The page's side of the protocol: the object the communicator page calls, two frames up. */
export interface AuthorizeNetIFrame {
  onReceiveCommunication(query: string): void;
}

declare global {
  interface Window {
    AuthorizeNetIFrame?: AuthorizeNetIFrame;
  }
}

/**
 * The form's token (and the profile token from the same answer) is good for 15 minutes at the gateway; the page
 * gives it up a little earlier, so a card is never typed into a form that can no longer save it.
 */
export const HOSTED_FORM_LIFETIME_MS = 14 * 60 * 1000;

/** What our pages say about the card form, in the page's language (read when shown, never at load). */
export const hostedCardMessages = {
  /** The payment was sent with no card saved in the form. */
  get required() {
    return cardRequiredMessage();
  },
  get offline() {
    return m.order_card_offline();
  },
  get needsEmail() {
    return m.order_card_needs_email();
  },
  get expired() {
    return m.order_card_expired();
  },
  get openFailed() {
    return m.order_card_open_failed();
  },
  get openLost() {
    return m.order_card_open_lost();
  },
  get readLost() {
    return m.order_card_read_lost();
  },
  get readFailed() {
    return m.order_card_read_failed();
  },
};

/** The fields a payment's card is named by, whatever the body's prefix (`payment.`, `billingInfo.`...). */
const NEW_CARD_FIELDS: ReadonlySet<string> = new Set(['authNetProfileId', 'authNetPaymentProfileId', 'profileToken']);

/**
 * The server's refusal of the card saved in the form (400 on its ids or token: not found, or its token no longer
 * valid), in its own words; undefined for any other failure. The page then forgets the card and asks for it
 * again.
 */
export function savedCardRefusal(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const refused = error.errors.filter(
    (entry) => entry.field && NEW_CARD_FIELDS.has(entry.field.split('.').at(-1) ?? ''),
  );
  return refused.length ? refused.map((entry) => entry.message).join(' ') : undefined;
}
