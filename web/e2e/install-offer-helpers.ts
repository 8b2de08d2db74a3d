/** What the install browser tests share: the browser's own offer to install, as Chromium makes it. */
import type { Page } from '@playwright/test';

/**
 * What Chromium does when the app can be installed: it fires `beforeinstallprompt` (headless never does). The
 * install dialog it would open is counted in `window.installDialogsOpened`.
 */
export async function browserOffersInstall(page: Page) {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    const w = window as Window & { installDialogsOpened?: number };
    offer.prompt = async () => {
      w.installDialogsOpened = (w.installDialogsOpened ?? 0) + 1;
    };
    offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(offer);
  });
}

/** How many times the browser's install dialog was opened. */
export const installDialogsOpened = (page: Page) =>
  page.evaluate(() => (window as Window & { installDialogsOpened?: number }).installDialogsOpened ?? 0);

/** The card that offers the app for the home screen. */
export const installCard = (page: Page) => page.getByRole('region', { name: 'Add to home screen' });
