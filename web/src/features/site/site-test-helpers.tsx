/**
 * Unit-test helpers for the public pages: typing into fields, a fake API on `fetch`, the pages in a memory
 * router with the UI host (dialogs, toasts), and stand-ins for the pieces other features provide.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { vi } from 'vitest';
import { json } from '#web/lib/fetch-for-test.ts';
import { UiHost } from '#web/ui/index.ts';
import { render, settle } from '#web/ui/render-for-test.tsx';
import { type SiteSlots, SiteSlotsProvider } from './slots.tsx';

export { json } from '#web/lib/fetch-for-test.ts';

/** Sets a field's value as typing does, so React sees the change. */
export async function type(element: Element | null, value: string): Promise<void> {
  if (!element) throw new Error('No field to type into');
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function choose(select: Element | null, value: string): Promise<void> {
  if (!(select instanceof HTMLSelectElement)) throw new Error('No select to choose from');
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export const fieldLabelled = (label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const id = found?.getAttribute('for');
  return id ? (document.getElementById(id) as HTMLInputElement | null) : null;
};

export const buttonNamed = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('button, a')].find((b) => b.textContent?.trim() === name) ?? null;

export { settle };

export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting');
    await settle();
  }
}

export interface FakeCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * The API the public pages call: zips 78701 (TX) and 85004 (AZ) are served, 10001 (NY) is not, anything
 * else is not a US zip; content lists are empty. `answer` decides first when it returns a response.
 */
export function fakeSiteApi(answer?: (call: FakeCall) => Response | undefined) {
  const calls: FakeCall[] = [];
  const zips: Record<string, { stateCode: string; description: string; isMarketState: boolean }> = {
    '78701': { stateCode: 'TX', description: 'Texas', isMarketState: true },
    '85004': { stateCode: 'AZ', description: 'Arizona', isMarketState: true },
    '10001': { stateCode: 'NY', description: 'New York', isMarketState: false },
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      search: parsed.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const own = answer?.(call);
    if (own) return own;
    if (call.path === '/api/status') return json(200, { status: 'ok' });
    const zip = /^\/api\/reference\/stateByZipCode\/(\d+)$/.exec(call.path)?.[1];
    if (zip) {
      const state = zips[zip];
      return state
        ? json(200, { zipCode: zip, ...state })
        : json(404, { errors: [{ message: `${zip} is not a US zip code.` }] });
    }
    if (call.method === 'POST' && call.path === '/api/lead') return json(200, { leadId: 'lead-1' });
    if (call.method === 'POST' && call.path === '/api/lead/brochure') {
      const culture = new URLSearchParams(call.search).get('culture') ?? 'en-US';
      return json(200, { url: `/api/brochure/${culture}.pdf`, leadId: 'lead-2' });
    }
    if (call.method === 'GET' && /^\/api\/(review|salesRep|awards)\//.test(call.path)) return json(200, []);
    if (call.path === '/api/company/executive') return json(200, []);
    return json(404, { errors: [{ message: 'Not found' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path) };
}

/** Stand-ins for what routes/site.tsx gives the pages. */
export function fakeSlots(overrides: Partial<SiteSlots> = {}): SiteSlots {
  return {
    RequestRepairButton: ({ className }) => (
      <a href="/claim" className={className}>
        Request Repair
      </a>
    ),
    OrderTypeDialog: () => null,
    QuickOrderSection: () => <h2>Quick Home Warranty Order Form</h2>,
    PlanCards: ({ planType, stateCode }) => (
      <p className="fake-plans">
        {planType} plans in {stateCode}
      </p>
    ),
    startOrder: vi.fn(),
    useCanOrder: () => true,
    partnerUrl: 'https://partner.example/order',
    ...overrides,
  };
}

/**
 * Pages at addresses, in a memory router whose root shows the UI host: `routes` maps a path to what it
 * shows. Returns the router to read the address from.
 */
export async function openPages(routes: Record<string, () => ReactNode>, at: string, slots: SiteSlots = fakeSlots()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <SiteSlotsProvider slots={slots}>
        <Outlet />
        <UiHost />
      </SiteSlotsProvider>
    ),
  });
  const children = Object.entries(routes).map(([path, Page]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: Page }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await settle();
  return router;
}

export const location = (router: { state: { location: { pathname: string; hash: string } } }) =>
  `${router.state.location.pathname}${router.state.location.hash ? `#${router.state.location.hash}` : ''}`;
