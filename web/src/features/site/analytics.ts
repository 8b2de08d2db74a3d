/**
 * Analytics events. The site has no
 * tag manager of its own: an event goes to `window.dataLayer` when one is on the page and the visitor has
 * not turned analytics off in Your Privacy Choices, else nowhere.
 */
import { mayUse } from '#web/lib/privacy-choices.ts';

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer) || !mayUse('analytics')) return;
  window.dataLayer.push({ event: 'siteEvent', ...event });
}
