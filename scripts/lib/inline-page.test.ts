import { describe, expect, it } from 'vitest';
import { inlineStylesheets, loadEntryAfterFirstPaint } from './inline-page.ts';

const page = [
  '<html><head><link rel="stylesheet" crossorigin="" href="/assets/index-A1.css">',
  '<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/icons/icon.svg" type="image/svg+xml">',
  '<link rel="stylesheet" crossorigin="" href="http://127.0.0.1:4000/assets/main-B2.css">',
  '<script type="module" crossorigin="" src="/assets/index-C3.js"></script>',
  '<link rel="modulepreload" crossorigin="" href="/assets/main-D4.js">',
  '<link rel="modulepreload" href="http://127.0.0.1:4000/assets/page-E5.js" crossorigin=""></head><body><h1>Hi</h1></body></html>',
].join('');
const sheets: Record<string, string> = {
  '/assets/index-A1.css': 'h1{color:red}',
  '/assets/main-B2.css': 'h1{color:blue}',
};

describe('a prerendered page painted from its HTML alone', () => {
  it('carries its stylesheets in one style element, in their order, and keeps the links disabled', () => {
    const html = inlineStylesheets(page, (path) => sheets[path] ?? '');
    expect(html).toContain(
      '<style>h1{color:red}\nh1{color:blue}</style><link rel="stylesheet" crossorigin="" href="/assets/index-A1.css" disabled="">',
    );
    expect(html).toContain('href="http://127.0.0.1:4000/assets/main-B2.css" disabled="">');
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('refuses a stylesheet that cannot sit in a style element', () => {
    expect(() => inlineStylesheets(page, () => 'a{}</style><script>')).toThrow(/cannot be written/);
  });

  it("asks for its entry script, the app's modules and the install manifest through the loader, in their place", () => {
    const loader = '/* about */\nfunction loadAfterFirstPaint(entry) {\n  // why\n  go(entry);\n}\n';
    const html = loadEntryAfterFirstPaint(
      page,
      loader,
      ['/assets/main-D4.js', 'http://127.0.0.1:4000/assets/page-E5.js'],
      'hw_cookie_consent',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<link rel="manifest"');
    // The favicon stays in the HTML, where crawlers look for it.
    expect(html).toContain('<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">');
    expect(html).toContain(
      '<script>(function loadAfterFirstPaint(entry) {\ngo(entry);\n})("/assets/index-C3.js",[{"rel":"modulepreload","crossorigin":"","href":"/assets/main-D4.js"},{"rel":"modulepreload","crossorigin":"","href":"/assets/page-E5.js"},{"rel":"manifest","href":"/manifest.webmanifest"}],"hw_cookie_consent")</script>',
    );
  });

  it("asks for the app's modules as the head is read when the page's screen is the app's, the entry still after the paint", () => {
    const loader = 'function loadAfterFirstPaint(entry) {\n  go(entry);\n}\n';
    const html = loadEntryAfterFirstPaint(page, loader, ['/assets/main-D4.js'], 'hw_cookie_consent', {
      preloadAtOnce: true,
    });
    expect(html).not.toContain('<script type="module"');
    expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin="" href="/assets/main-D4.js"><script>(function loadAfterFirstPaint(entry) {\ngo(entry);\n})("/assets/index-C3.js",[{"rel":"manifest","href":"/manifest.webmanifest"}],"hw_cookie_consent")</script>',
    );
  });
});
