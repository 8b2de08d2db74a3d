/**
 * What the app cannot work without. A browser that runs the app's modules but lacks one of these is told so
 * with the same alert as a browser that cannot run modules at all (web/public/old-browser.js), and the app
 * starts anyway: the page already on screen stays usable.
 */
import { messages } from '@hw/shared';

export function missingEssentialFeatures(scope: typeof globalThis = globalThis): string[] {
  const needed: Record<string, unknown> = {
    fetch: scope.fetch,
    Promise: scope.Promise,
    indexedDB: (() => {
      try {
        return scope.indexedDB;
      } catch {
        // Some browsers throw on reading it where storage is off.
        return undefined;
      }
    })(),
    URLSearchParams: scope.URLSearchParams,
    AbortController: scope.AbortController,
  };
  return Object.entries(needed)
    .filter(([, value]) => !value)
    .map(([name]) => name);
}

/** Alerts once when an essential feature is missing; answers whether it did. */
export function alertWhenEssentialFeaturesMissing(scope: typeof globalThis = globalThis): boolean {
  if (missingEssentialFeatures(scope).length === 0) return false;
  scope.alert(messages.initialization.essentialScriptsFailed);
  return true;
}
