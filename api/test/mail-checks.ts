/**
 * What every customer mail is held to (api/src/mail/templates): an HTML version with its styles inline (no
 * <style> rule needed), at most one button (the action), and a plain-text twin with the same links and every
 * fact the HTML says.
 */
import { brandColours } from '@hw/shared';
import { expect } from 'vitest';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** The addresses the HTML links (`href`), decoded. */
export function linksOfHtml(html: string): string[] {
  return [...html.matchAll(/\bhref="([^"]*)"/g)].map(([, href]) => decode(href!));
}

/** The raw addresses the text names. */
export function linksOfText(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>]+/g)].map(([link]) => link.replace(/[.,;:)]+$/, ''));
}

/** What a reader sees of the HTML: its words, without tags, comments or the hidden preview line. */
export function wordsOfHtml(html: string): string {
  const body = html
    .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div><\/div>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decode(body).replace(/\s+/g, ' ');
}

/** The buttons of the HTML: links painted in the brand's accent colour. */
export function buttonsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`background-color:${brandColours.accent}`));
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Holds one customer mail to the template's promises; `why` names it in a failure. */
export function expectBrandedMail(mail: SentMail): void {
  const why = `${mail.subject} (to ${mail.to})`;
  expect(mail.html, why).toBeTruthy();
  const html = mail.html ?? '';
  expect(html, why).toMatch(/^<!DOCTYPE html/);
  expect(html, why).not.toMatch(/<style[\s>]/i);
  expect(html, why).not.toMatch(/\bclass="/);
  expect(html, why).toMatch(/<body[^>]*\sstyle="[^"]+"/);
  expect(html, why).toMatch(/<p[^>]*\sstyle="[^"]+"/);
  expect(html, why).toMatch(/<meta name="viewport" content="width=device-width/);
  expect(html, why).toMatch(/max-width:600px/);

  const links = [...new Set(linksOfText(mail.text))].sort();
  expect([...new Set(linksOfHtml(html))].sort(), why).toEqual(links);

  const buttons = buttonsOf(html);
  expect(buttons.length, why).toBeLessThanOrEqual(1);
  const actionLinks = links.filter((link) => !link.includes('/forum/unsubscribe?'));
  if (actionLinks.length > 0) {
    expect(buttons, why).toHaveLength(1);
    const href = decode(/\bhref="([^"]*)"/.exec(buttons[0] ?? '')?.[1] ?? '');
    expect(actionLinks, why).toContain(href);
  }

  // Every fact of the text is in the HTML: each line without its links, and a detail's label and value.
  const words = wordsOfHtml(html);
  for (const line of mail.text.split('\n')) {
    for (const part of line
      .replace(/https?:\/\/[^\s<>]+/g, '')
      .trim()
      .split(/: (?=\S)|:$/)) {
      const said = part.trim().replace(/\s+/g, ' ');
      if (said) expect(words, `${why}: "${said}"`).toContain(said);
    }
  }
}
