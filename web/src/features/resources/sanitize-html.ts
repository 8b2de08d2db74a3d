/**
 * Article bodies through DOMPurify with an allow-list. The HTML comes from our own API, but it is put into the
 * page with innerHTML, so anything that could run is removed first: script-like elements with their content,
 * every event-handler and style attribute, and links or sources that are not http(s), mailto, tel, relative
 * or in-page. Elements outside the list are unwrapped (their text stays); comments go.
 */
import DOMPurify from 'dompurify';

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

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance with this page's rules: attributes by element, safe addresses, safe new windows. */
function articlePurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed =
      ALLOWED_ATTRIBUTES['*']?.includes(data.attrName) || ALLOWED_ATTRIBUTES[tag]?.includes(data.attrName);
    if (!allowed || (URL_ATTRIBUTES.has(data.attrName) && !isSafeUrl(data.attrValue))) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return articlePurifier().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED],
    ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
    FORBID_CONTENTS: [...DROPPED],
    KEEP_CONTENT: true,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Addresses are judged by isSafeUrl in the hook; DOMPurify's own check would also let data: images through.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
