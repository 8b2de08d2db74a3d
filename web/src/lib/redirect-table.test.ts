import { afterEach, describe, expect, it, vi } from 'vitest';

describe('redirectTarget', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('leaves the page the server answered as it is, and looks every later navigation up in the table', async () => {
    vi.stubEnv('DEV', false);
    const { redirectTarget } = await import('./redirect-table.ts');
    expect(await redirectTarget('/loginpage', '')).toBeNull();
    expect(await redirectTarget('/loginpage', '')).toBe('/login');
    expect(await redirectTarget('/about-us', '')).toBeNull();
  });

  it('looks up a page the service worker answered', async () => {
    vi.stubEnv('DEV', false);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    const { redirectTarget } = await import('./redirect-table.ts');
    expect(await redirectTarget('/order/homeowner', '')).toBe('/order/consumer');
  });
});
