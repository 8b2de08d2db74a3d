/**
 * The page's one script. A prerendered public page is complete HTML: it is painted first, and the app's code
 * is fetched once the browser reports that first paint, so neither the scripts' bytes nor their running stand
 * between a visitor on a slow phone and the text. The app shell (an empty #root) and a page opened in a
 * background tab, where nothing is painted, start at once.
 */

import { MARKETING_SOURCE_PARAM, rememberMarketingSource } from './lib/marketing-source.ts';
// The base styles are in the page's head from the start, the shell's too.
import './styles.css';

/** Longest wait for the first paint: past it, the app starts anyway. */
const FIRST_PAINT_WAIT_MS = 3_000;

function afterFirstPaint(): Promise<void> {
  const prerendered = (document.getElementById('root')?.childElementCount ?? 0) > 0;
  if (!prerendered || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const start = () => {
      observer?.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
      resolve();
    };
    const timer = setTimeout(start, FIRST_PAINT_WAIT_MS);
    document.addEventListener('visibilitychange', start);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      // A timer set inside an animation frame fires once that frame has been drawn.
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  });
}

// The campaign a visit came from (`?MarketingSourceId=`) is kept at once: a click on the page before the app has
// loaded must not lose it.
if (window.location.pathname === '/') {
  rememberMarketingSource(new URLSearchParams(window.location.search).get(MARKETING_SOURCE_PARAM) ?? undefined);
}

void afterFirstPaint().then(() => import('./main.tsx'));
