/** One description, two versions: the HTML (React Email's components, styles inline) and its plain-text twin. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type MailBody, type MailFrame, textOf } from './body.ts';
import { BrandedMail } from './branded-mail.tsx';

/** The document type mail clients expect of an HTML mail (React Email's). */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** React adds a preload link for each image; a mail client has nothing to preload. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * Rendered at once: a mail waits on nothing, and React Email's streaming `render` costs seven times as much,
 * which the clock pays for each receipt of a billing run. The markup is that `render`'s without React's
 * streaming markers (empty comments).
 */
export async function renderMail(body: MailBody, frame: MailFrame): Promise<{ html: string; text: string }> {
  const markup = renderToStaticMarkup(createElement(BrandedMail, { body, frame }));
  return { html: XHTML_DOCTYPE + markup.replace(IMAGE_PRELOAD, ''), text: textOf(body, frame) };
}
