/**
 * The Content Security Policy of a prerendered page, which carries its styles and a small loader script
 * inline (scripts/lib/inline-page.ts): the site's policy, with each of the page's own inline elements
 * allowed by its hash, and nothing else inline.
 */
import { createHash } from 'node:crypto';

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the page's `<style>` and attribute-less `<script>` elements, in CSP source form. */
export function inlineSources(html: string): { styles: string[]; scripts: string[] } {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => hashSource(text as string));
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => hashSource(text as string));
  return { styles, scripts };
}

/** `policy` with the page's inline elements allowed. */
export function allowInline(policy: string, sources: { styles: string[]; scripts: string[] }): string {
  const add = (directive: string, extra: string[]) =>
    extra.length === 0 ? policy : policy.replace(`${directive} 'self'`, `${directive} 'self' ${extra.join(' ')}`);
  policy = add('style-src', sources.styles);
  return add('script-src', sources.scripts);
}
