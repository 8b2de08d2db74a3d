/**
 * The page's one script. On a prerendered public page it is asked for once the page has been painted (see
 * first-paint-loader.ts), so neither its bytes nor the app's stand between a visitor on a slow phone and the
 * text; on the app shell (an empty #root) it starts at once.
 */

import { MARKETING_SOURCE_PARAM, rememberMarketingSource } from './lib/marketing-source.ts';
import { hasStoredSession, storedUserType } from './lib/stored-session.ts';
// The base styles are in the page's head from the start, the shell's too.
import './styles.css';

// The campaign a visit came from (`?MarketingSourceId=`) is kept at once: a click on the page before the app has
// loaded must not lose it.
if (window.location.pathname === '/') {
  rememberMarketingSource(new URLSearchParams(window.location.search).get(MARKETING_SOURCE_PARAM) ?? undefined);
}

// The browser's offer to install the app can come before the app's code: it is held for the app
// (lib/install/install-offer.ts), and the browser's own banner kept back.
window.addEventListener(
  'beforeinstallprompt',
  (event) => {
    event.preventDefault();
    (window as Window & { heldInstallOffer?: Event }).heldInstallOffer = event;
  },
  { once: true },
);

// React DOM's code runs first, in a task of its own, then the app's: two shorter tasks on the main thread rather
// than one long one, so a tap on the prerendered page is answered between them.
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./main.tsx'));
// A signed-in user's screens wait for the device's offline data (main.tsx): its code is fetched beside the
// app's rather than after it. Loading the engine's module opens nothing; main.tsx's loader hands the engine out
// only once every feature's stores are registered.
if (hasStoredSession()) {
  void Promise.all([import('./app/offline-registrations.ts'), import('./offline/index.ts')]).catch(() => undefined);
  // So is the account area's, on its own addresses (the router asks for it only once the app runs), with the code
  // of the screens this user opens there.
  if (/^\/account\/?$/i.test(window.location.pathname)) {
    const userType = storedUserType();
    void import('./routes/account-area.tsx')
      .then((area) => (userType ? area.preloadScreens(userType, window.location.hash) : undefined))
      .catch(() => undefined);
  } else if (/^\/account\//i.test(window.location.pathname)) {
    void import('./routes/account-area.tsx').catch(() => undefined);
  }
}
