/** One description, two versions: the HTML (React Email, styles inline) and its plain-text twin. */
import { render } from '@react-email/render';
import { createElement } from 'react';
import { type MailBody, type MailFrame, textOf } from './body.ts';
import { BrandedMail } from './branded-mail.tsx';

export async function renderMail(body: MailBody, frame: MailFrame): Promise<{ html: string; text: string }> {
  const html = await render(createElement(BrandedMail, { body, frame }));
  return { html, text: textOf(body, frame) };
}
