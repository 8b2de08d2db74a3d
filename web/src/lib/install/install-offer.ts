/**
 * Adding the app to the home screen. The browser's own offer (`beforeinstallprompt`, Chromium-based browsers) is
 * held from the app's start, so a card shown later (after an order, a claim, a contractor's first visit) can open
 * it; an iPhone or iPad has no such event, and is told how instead. Nothing is offered once the app runs installed,
 * nor after the person said "Not now" (remembered on the device).
 */
import { useSyncExternalStore } from 'react';

/** The event Chromium-based browsers fire when the app can be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the device can be offered: the browser's install dialog, the iPhone's steps, or nothing. */
export type InstallWay = 'prompt' | 'ios' | null;

const DISMISSED_KEY = 'hw_install_card_dismissed';

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
let dismissedNow = false;
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** Starts listening for the browser's offer; called once as the app starts, before the browser makes it. */
export function listenForInstallOffer(): void {
  // An offer made before the app's code arrived, held by the entry script (boot.ts).
  const held = (window as Window & { heldInstallOffer?: Event }).heldInstallOffer;
  if (held) offer = held as BeforeInstallPromptEvent;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own banner would interrupt; the app offers installation where it helps.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
}

/** Whether the app is running from the home screen (installed), where there is nothing to offer. */
export function runsInstalled(): boolean {
  return (
    installed ||
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on an iPhone or iPad (an iPad says it is a Mac, with a touch screen): installed from the Share menu. */
export function isAppleMobile(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints ?? 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

export function installWay(): InstallWay {
  if (runsInstalled()) return null;
  if (offer) return 'prompt';
  return isAppleMobile() ? 'ios' : null;
}

/** Opens the browser's install dialog; true when the person installed the app. */
export async function promptInstall(): Promise<boolean> {
  const held = offer;
  if (!held) return false;
  // The event can be used once: a later offer comes as a new event.
  offer = null;
  await held.prompt();
  const { outcome } = await held.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome === 'accepted';
}

export function installCardDismissed(): boolean {
  if (dismissedNow) return true;
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissInstallCard(): void {
  dismissedNow = true;
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the card goes for this visit only.
  }
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The way to install on offer now, re-read when the browser's offer comes or goes. */
export function useInstallWay(): InstallWay {
  useSyncExternalStore(subscribe, () => version);
  return installWay();
}

/** Whether the person dismissed the install card, re-read when they do. */
export function useInstallCardDismissed(): boolean {
  useSyncExternalStore(subscribe, () => version);
  return installCardDismissed();
}
