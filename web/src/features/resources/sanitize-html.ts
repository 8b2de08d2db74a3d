/**
 * A small allow-list sanitizer for article bodies. The HTML comes from our own API, but it is put into
 * the page with innerHTML, so anything that could run is removed first: script-like elements with their
 * content, every event-handler and style attribute, and links or sources that are not http(s), mailto,
 * tel, relative or in-page. Elements outside the list are unwrapped (their text stays).
 *
 * Parsing happens in a <template>, whose content is inert: nothing loads or runs while it is cleaned.
 */

/** Removed together with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'title',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
]);

const ALLOWED = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['id', 'class', 'title', 'lang', 'dir'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'type', 'reversed'],
  q: ['cite'],
  blockquote: ['cite'],
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

/** http(s), mailto and tel, or an address without a scheme (relative, in-page, protocol-relative excluded). */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): so does this check.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (compact.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!);
}

function cleanAttributes(element: Element, tag: string): void {
  const allowed = new Set([...(ALLOWED_ATTRIBUTES['*'] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])]);
  for (const { name, value } of [...element.attributes]) {
    const keep = allowed.has(name) && (!URL_ATTRIBUTES.has(name) || isSafeUrl(value));
    if (!keep) element.removeAttribute(name);
  }
  if (tag === 'a' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
}

function cleanChildren(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (ALLOWED.has(tag)) cleanAttributes(element, tag);
    else element.replaceWith(...element.childNodes);
  }
}

export function sanitizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  cleanChildren(template.content);
  return template.innerHTML;
}
