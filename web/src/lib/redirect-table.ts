/**
 * The redirect table (legacy addresses and aliases, @hw/shared/redirects) comes in its own chunk when a navigation
 * needs it, not with every page: the server sends each page's own address through the same table, so the page
 * loaded from the network has been looked up already. The app's later navigations, and a page the service
 * worker answered (offline, or an address it holds), are looked up here.
 */

let pageLoad = true;

/** Where a navigation to this address goes instead, or null. */
export async function redirectTarget(pathname: string, search: string): Promise<string | null> {
  const lookedUpByServer = pageLoad && !import.meta.env.DEV && !navigator.serviceWorker?.controller;
  pageLoad = false;
  if (lookedUpByServer) return null;
  const { resolveRedirect } = await import('@hw/shared/redirects');
  return resolveRedirect(pathname, search);
}
