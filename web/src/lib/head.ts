/**
 * The document head of a page: its title ("{title} | {brand}", as usePageTitle writes it), its meta
 * description and its canonical link. The pages rendered at build time (scripts/prerender.ts) keep what
 * these set, so crawlers read the same head as the browser.
 */
import { SITE_ORIGIN_META } from '@hw/shared';
import { localizedPath, m } from '@hw/shared/i18n';
import { useEffect } from 'react';
import { brand } from './brand.ts';
import { pageLocale } from './i18n/index.ts';

export interface PageMeta {
  /** The page's own title, without the brand. */
  title: string;
  description?: string;
  /** The canonical address: a path of this site ("/about-us") or an absolute address. */
  canonical?: string;
}

export const documentTitle = (title: string): string => `${title} | ${brand.name}`;

/**
 * The site's public origin, as the server that served the page names it (its configured origin, whatever
 * address the page was reached by); the address bar's origin where no server wrote it (the dev server).
 */
export function siteOrigin(): string {
  const written = document.head.querySelector<HTMLMetaElement>(`meta[name="${SITE_ORIGIN_META}"]`)?.content;
  return written || window.location.origin;
}

/**
 * An absolute address of this site for a path, in the page's language ("/about-us" on a Spanish page is
 * ".../es/about-us"); an absolute address stays as it is.
 */
export function absoluteUrl(pathOrUrl: string, origin: string = siteOrigin()): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${localizedPath(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, pageLocale())}`;
}

function descriptionElement(create: boolean): HTMLMetaElement | null {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta && create) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

function canonicalElement(create: boolean): HTMLLinkElement | null {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link && create) {
    link = document.createElement('link');
    // rel first, then href: the prerendered head reads <link rel="canonical" href="...">.
    link.setAttribute('rel', 'canonical');
    document.head.append(link);
  }
  return link;
}

/** Sets the title, and the description and canonical link when given. */
export function setPageMeta({ title, description, canonical }: PageMeta): void {
  document.title = documentTitle(title);
  if (description !== undefined) descriptionElement(true)?.setAttribute('content', description);
  if (canonical !== undefined) canonicalElement(true)?.setAttribute('href', absoluteUrl(canonical));
}

/** The site's own description in the page's language (web/index.html has the English one), for pages that give none. */
export const siteDescription = (): string => m.site_description();

/** Puts the site's description in the page's language in the head, as the app starts. */
export function showSiteDescription(): void {
  descriptionElement(true)?.setAttribute('content', siteDescription());
}

/**
 * Leaving a page: its canonical link goes (another page must not claim it) and the description is the
 * site's own again.
 */
function reset() {
  canonicalElement(false)?.remove();
  descriptionElement(false)?.setAttribute('content', siteDescription());
}

/** The page's head while it is on show. */
export function usePageMeta({ title, description, canonical }: PageMeta): void {
  useEffect(() => {
    setPageMeta({
      title,
      ...(description !== undefined ? { description } : {}),
      ...(canonical !== undefined ? { canonical } : {}),
    });
    return reset;
  }, [title, description, canonical]);
}
