/**
 * A customer mail described once, in the reader's words: a greeting, paragraphs, an optional list of details,
 * at most one action (a button in the HTML, a raw link in the text), notes said after it and a closing. The
 * HTML (./branded-mail.tsx) and its plain-text twin (textOf, here) are both drawn from this description, so the
 * two always carry the same facts and the same links.
 */
import type { Locale } from '@hw/shared/i18n';

/** One fact of a mail's list: "Contract: HW-1234". */
export interface MailDetail {
  label: string;
  value: string;
}

/** The one thing the reader is asked to do: a button labelled `label` opening `url`. */
export interface MailAction {
  label: string;
  url: string;
  /** The sentence that introduces the link ("Use this link to sign in and choose a new password:"). */
  lead?: string;
}

/** A newsletter's way out: the footer says `text` and links `label` to `url` (also the List-Unsubscribe header). */
export interface MailUnsubscribe {
  text: string;
  label: string;
  url: string;
}

export interface MailBody {
  /** The reader's language: the words are already in it, the HTML says it (`lang`). */
  locale: Locale;
  /** A short summary some mail clients show beside the subject; the first paragraph when left out. */
  preview?: string;
  greeting: string;
  paragraphs: readonly string[];
  details?: readonly MailDetail[];
  action?: MailAction;
  /** Said after the action, smaller: how long a link works, what to do when it was not you. */
  notes?: readonly string[];
  /** The last words before the brand's footer ("Thank you for choosing ..."). */
  closing?: string;
  unsubscribe?: MailUnsubscribe;
}

/** Who sends the mail: the brand's name and phone (the footer) and the site's public address (the logo). */
export interface MailFrame {
  brand: { name: string; phone: string };
  publicOrigin: string;
}

/** The footer's one line, in both versions. */
export const footerLine = (frame: MailFrame) => `${frame.brand.name} · ${frame.brand.phone}`;

/**
 * The plain-text twin: every fact and link of the HTML, each link raw (on its own line after the action's lead,
 * or after the button's words) so any mail client can open it. Blocks are separated by a blank line.
 */
export function textOf(body: MailBody, frame: MailFrame): string {
  const blocks: string[] = [body.greeting, ...body.paragraphs];
  if (body.details && body.details.length > 0) {
    blocks.push(body.details.map((detail) => `${detail.label}: ${detail.value}`).join('\n'));
  }
  if (body.action) {
    const { lead, label, url } = body.action;
    blocks.push(...(lead ? [lead, url] : [`${label}: ${url}`]));
  }
  blocks.push(...(body.notes ?? []));
  if (body.closing) blocks.push(body.closing);
  blocks.push(footerLine(frame));
  if (body.unsubscribe) blocks.push(`${body.unsubscribe.text} ${body.unsubscribe.label}: ${body.unsubscribe.url}`);
  return `${blocks.filter((block) => block.length > 0).join('\n\n')}\n`;
}
