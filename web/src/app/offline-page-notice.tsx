/**
 * Offline, a public page this device never saved says so where its text would be, and lists the pages it can
 * open instead (lib/saved-pages.ts). Online, each public page drawn is noted as saved.
 */
import { isReadingPage } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useEffect, useState } from 'react';
import { isSaved, recordVisitedPage, type SavedPage, savedPages } from '#web/lib/saved-pages.ts';
import { useOnline } from '#web/lib/use-online.ts';
import './offline-page-notice.css';

export function OfflinePageNotice({ pathname: routePath }: { pathname: string }) {
  const online = useOnline();
  // The address as the visitor has it, with its language (/es/...): the router's path leaves the language out, and
  // a page is saved, and opened again, at its address.
  const pathname = typeof window === 'undefined' ? routePath : window.location.pathname;
  const reading = isReadingPage(pathname);
  const [saved, setSaved] = useState<SavedPage[] | null>(null);

  useEffect(() => {
    if (!reading) return;
    if (online) {
      // The page's title is set by its own screen in this same render.
      const timer = setTimeout(() => recordVisitedPage(pathname, document.title), 300);
      return () => clearTimeout(timer);
    }
    let current = true;
    setSaved(null);
    void savedPages().then((pages) => {
      if (current) setSaved(pages);
    });
    return () => {
      current = false;
    };
  }, [pathname, online, reading]);

  if (online || !reading || saved === null || isSaved(saved, pathname)) return null;
  return (
    <section
      className="offline-page-notice"
      aria-labelledby="offline-page-notice-title"
      data-testid="offline-page-notice"
    >
      <h2 id="offline-page-notice-title">{m.offline_page_not_saved_title()}</h2>
      <p>{m.offline_page_not_saved_text()}</p>
      {saved.length > 0 ? (
        <>
          <p className="offline-page-notice__label">{m.offline_page_saved_list()}</p>
          <ul className="offline-page-notice__pages">
            {saved.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{m.offline_page_saved_none()}</p>
      )}
    </section>
  );
}
