/**
 * What a prerendered page needs before its first paint, written into the page itself, so that the first paint
 * waits for the HTML only (on a slow phone connection every request made first is another round trip before
 * anything shows):
 * - its stylesheets, in one style element where the first of them was linked. The links stay, disabled: a
 *   disabled stylesheet is not fetched, and the app's code loader, finding a link to a stylesheet it needs,
 *   does not fetch it again;
 * - in place of the entry script's tag, the module preload links and the install manifest's link, a small
 *   script that adds them once the page has been painted (web/src/first-paint-loader.js): nothing competes
 *   with the HTML for the connection.
 * The server allows both inline elements by their hashes in the page's Content Security Policy.
 */

/** A build's stylesheet link, as the rendered pages hold them (absolute or from the root). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin="" href="((?:https?:\/\/[^"/]+)?\/assets\/[\w.-]+\.css)">/g;

/** The build's entry script tag. */
const ENTRY_SCRIPT = /<script type="module" crossorigin="" src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * `html` with the stylesheets `readStylesheet` reads (by their path, /assets/...) in one style element;
 * it throws when one cannot be read.
 */
export function inlineStylesheets(html: string, readStylesheet: (assetPath: string) => string): string {
  const sheets: string[] = [];
  for (const [, href] of html.matchAll(STYLESHEET_LINK)) {
    const css = readStylesheet(new URL(href as string, 'http://site').pathname);
    if (css.includes('</style')) throw new Error(`${href} cannot be written into a style element`);
    sheets.push(css);
  }
  let first = true;
  return html.replace(STYLESHEET_LINK, (link) => {
    const disabled = link.replace(/>$/, ' disabled="">');
    if (!first) return disabled;
    first = false;
    return `<style>${sheets.join('\n')}</style>${disabled}`;
  });
}

/** A module preload link, as the shell has them and the app's code loader adds them. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;

/** Head links no first paint needs: the install manifest (and the icons it names) and the home-screen icon. */
const AFTER_PAINT_LINK = /<link rel="(?:manifest|apple-touch-icon)"[^>]*>/g;

const attributesOf = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

/**
 * `html` with its entry script asked for after the first paint by `loaderSource` (the source of a function
 * declaration that takes the entry's address, the links to add and the consent cookie's name), with `preloads` (the app's modules) beside
 * it, and the head links no first paint needs added then too. The page's own module preload links go: they
 * would be fetched before the first paint.
 *
 * `preloadAtOnce`: the modules are asked for as the head is read, and only the entry waits for the paint. For a
 * page whose screen is the app's to draw (a signed-in area's frame: a heading and a loading line), the app's
 * code is what the visitor waits for, and the frame needs nothing else from the network.
 */
export function loadEntryAfterFirstPaint(
  html: string,
  loaderSource: string,
  preloads: readonly string[],
  consentCookie: string,
  { preloadAtOnce = false } = {},
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The page has no entry script');
  const paths = [...new Set(preloads.map((href) => new URL(href, 'http://site').pathname))];
  const modulePreloads = paths.map((href) => ({ rel: 'modulepreload', crossorigin: '', href }));
  const links = [
    ...(preloadAtOnce ? [] : modulePreloads),
    ...[...html.matchAll(AFTER_PAINT_LINK)].map(([tag]) => attributesOf(tag)),
  ];
  const preloadTags = preloadAtOnce
    ? modulePreloads.map((link) => `<link rel="modulepreload" crossorigin="" href="${link.href}">`).join('')
    : '';
  const loader = loaderSource
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\n\s*/g, '\n')
    .trim();
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(AFTER_PAINT_LINK, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `${preloadTags}<script>(${loader})(${JSON.stringify(entry)},${JSON.stringify(links)},${JSON.stringify(consentCookie)})</script>`,
    );
}
