/**
 * The code a sign-in opens: the device's offline engine, the account area and the account page most sign-ins land
 * on. The sign-in form asks for it while the visitor fills it in, so pressing Login waits on the server alone.
 * main.tsx names the loader (the account area's code is the router's); until then only the engine is fetched.
 */
import { loadOffline } from './offline-loader.ts';

let loader: () => Promise<unknown> = loadOffline;

export function setSignedInCodeLoader(load: () => Promise<unknown>): void {
  loader = load;
}

let preloading: Promise<unknown> | null = null;

/** Fetches the signed-in screens' code, once; after a failure the next call tries again (so do the screens). */
export function preloadSignedInCode(): void {
  if (preloading) return;
  preloading = loader().catch(() => {
    preloading = null;
  });
}
