/**
 * The public pages this device can show offline: the prerendered pages the service worker kept as they were
 * opened (sw/src/sw.ts), and the pages the app drew online (their code is on the device, their data in the saved
 * query cache), each with its title. Read when a visitor offline opens a page that is neither.
 */
import { isReadingPage, SAVED_PAGES_CACHE_PREFIX } from '@hw/shared';

export interface SavedPage {
  path: string;
  title: string;
}

const VISITED_KEY = 'hw_visited_pages';
const MAX_VISITED = 40;

function visitedPages(): SavedPage[] {
  try {
    const list = JSON.parse(localStorage.getItem(VISITED_KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter((item): item is SavedPage => typeof item?.path === 'string' && typeof item?.title === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Notes a public page drawn online, with the title it shows (its brand suffix left off). */
export function recordVisitedPage(path: string, documentTitle: string): void {
  if (!isReadingPage(path)) return;
  const title = documentTitle.replace(/\s+\|[^|]*$/, '').trim();
  if (!title) return;
  const list = [{ path, title }, ...visitedPages().filter((page) => page.path !== path)].slice(0, MAX_VISITED);
  try {
    localStorage.setItem(VISITED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the list stays as it was.
  }
}

/** The pages the service worker kept, each titled from its saved HTML. */
async function cachedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_PAGES_CACHE_PREFIX));
  const pages: SavedPage[] = [];
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin || url.search || !isReadingPage(url.pathname)) continue;
      const html = (await (await cache.match(request))?.text()) ?? '';
      const title = /<title>([^<]*)<\/title>/
        .exec(html)?.[1]
        ?.replace(/\s+\|[^|]*$/, '')
        .trim();
      if (title) pages.push({ path: url.pathname, title: decodeEntities(title) });
    }
  }
  return pages;
}

function decodeEntities(text: string): string {
  const element = document.createElement('textarea');
  element.innerHTML = text;
  return element.value;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** Every page saved on this device, the kept ones first, each address once. */
export async function savedPages(): Promise<SavedPage[]> {
  const kept = await cachedPages().catch(() => []);
  const all = [...kept, ...visitedPages()];
  return all.filter((page, index) => all.findIndex((other) => samePath(other.path, page.path)) === index);
}

export const isSaved = (pages: readonly SavedPage[], path: string): boolean =>
  pages.some((page) => samePath(page.path, path));
