// @vitest-environment jsdom
// DOMPurify needs a complete DOM; happy-dom, the other tests' environment, is not one.
import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the headings, paragraphs, lists and links articles are written with', () => {
    const html =
      '<h2>Spring</h2><p>Check the <strong>filter</strong> and <a href="/resources/hvac">read more</a>.</p>' +
      '<ul><li>One</li><li><em>Two</em></li></ul><ol start="3"><li>Three</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script, style and other active elements with their content', () => {
    const html =
      '<p>Before</p><script>alert(1)</script><style>p{display:none}</style><iframe src="https://x.test"></iframe>' +
      '<object data="x"></object><embed src="x"><svg onload="alert(2)"><circle r="1"></circle></svg><noscript>n</noscript>' +
      '<form><input value="x"><button>Go</button></form><p>After</p>';
    expect(sanitizeHtml(html)).toBe('<p>Before</p><p>After</p>');
  });

  it('removes event handlers and style attributes, whatever their case', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" ONMOUSEOVER="alert(2)" style="color:red" class="lead">Hi</p><img src="/a.png" onerror="alert(3)" alt="A">',
    );
    expect(out).toBe('<p class="lead">Hi</p><img src="/a.png" alt="A">');
    expect(out).not.toMatch(/on\w+=|style=/i);
  });

  it('drops javascript:, data: and vbscript: addresses, also when disguised', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVa\tScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>' +
        '<a href="vbscript:x">d</a><img src="data:image/svg+xml,x" alt="e">',
    );
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><img alt="e">');
  });

  it('keeps http(s), mailto, tel, relative and in-page addresses', () => {
    for (const href of ['https://example.com/a', 'http://example.com', 'mailto:care@x.example', 'tel:8665550142']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    expect(sanitizeHtml('<a href="#spring">x</a><a href="plumbing">y</a>')).toBe(
      '<a href="#spring">x</a><a href="plumbing">y</a>',
    );
  });

  it('unwraps unknown elements, keeping their text, and drops comments', () => {
    expect(sanitizeHtml('<custom-el data-x="1"><p>Text <font color="red">here</font></p></custom-el><!-- c -->')).toBe(
      '<p>Text here</p>',
    );
  });

  it('gives links that open a new window rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('cleans nested content inside unwrapped elements too', () => {
    expect(sanitizeHtml('<section><div onclick="x()"><script>bad()</script><p>ok</p></div></section>')).toBe(
      '<div><p>ok</p></div>',
    );
  });
});

describe('isSafeUrl', () => {
  it('refuses protocol-relative addresses and unknown schemes', () => {
    expect(isSafeUrl('//evil.example/x')).toBe(false);
    expect(isSafeUrl('ftp://x')).toBe(false);
    expect(isSafeUrl('/api/content/image/clipboard')).toBe(true);
  });
});
