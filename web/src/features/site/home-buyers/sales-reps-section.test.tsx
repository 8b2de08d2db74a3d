import { messages, type SalesRep } from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '#web/ui/index.ts';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { choose, fakeSiteApi, fieldLabelled, json, until } from '../site-test-helpers.tsx';
import { getVisitorState, resetVisitorStateForTests } from '../visitor-state.ts';
import { detectMarketState, GEOLOCATION_TIMEOUT_MS, SalesRepsSection } from './sales-reps-section.tsx';

const rep = (salesRepId: number, firstName: string, stateCode: string): SalesRep => ({
  salesRepId,
  titleTag: 'Account Executive',
  territory: `${stateCode} metro`,
  cellPhone: '512-555-0110',
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: 'Rep',
  stateCode,
  photoUrl: `/api/salesRep/${salesRepId}/photo`,
});

const reps: Record<string, SalesRep[]> = {
  TX: [rep(1, 'Marisol', 'TX'), rep(2, 'Trent', 'TX')],
  UT: [rep(3, 'Spencer', 'UT')],
};

function repsApi() {
  return fakeSiteApi((call) => {
    const state = /^\/api\/salesRep\/state\/([A-Z]{2})$/.exec(call.path)?.[1];
    if (state) return json(200, reps[state] ?? []);
    if (call.path === '/api/location') {
      return json(200, {
        results: [
          {
            formatted_address: 'Ogden, UT 84401, USA',
            types: ['postal_code'],
            address_components: [
              { long_name: 'Utah', short_name: 'UT', types: ['administrative_area_level_1', 'political'] },
            ],
            geometry: { location: { lat: 41.2, lng: -111.9 } },
          },
        ],
      });
    }
    return undefined;
  });
}

async function show(detect: () => Promise<string | null> = async () => null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={queryClient}>
      <SalesRepsSection detect={detect} />
    </QueryClientProvider>,
  );
}

const names = () => [...document.querySelectorAll('.mk-rep__name')].map((el) => el.textContent);

beforeEach(resetVisitorStateForTests);
afterEach(() => {
  cleanup();
  clearToasts({ history: true });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the local sales representatives', () => {
  it('show Texas when the state is not known, and the reps of the state chosen', async () => {
    const api = repsApi();
    await show();
    await until(() => names().length === 2);
    expect(fieldLabelled('Your state')?.value).toBe('TX');
    expect(names()).toEqual(['Marisol Rep', 'Trent Rep']);
    expect([...(fieldLabelled('Your state') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'AZ',
      'ID',
      'NV',
      'OR',
      'TX',
      'UT',
    ]);
    await choose(fieldLabelled('Your state'), 'UT');
    await until(() => names().length === 1);
    expect(names()).toEqual(['Spencer Rep']);
    expect(api.calls.map((call) => call.path)).toContain('/api/salesRep/state/UT');
    expect(getVisitorState()).toBe('UT');
  });

  it('look the state up once the section comes into view, and default to it', async () => {
    repsApi();
    let onView: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          onView = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const detect = vi.fn(async () => 'UT');
    await show(detect);
    expect(detect).not.toHaveBeenCalled();
    await act(async () => onView([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await until(() => names().length === 1);
    expect(fieldLabelled('Your state')?.value).toBe('UT');
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('only log a warning for a photo that does not load, and show the initials', async () => {
    repsApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await show();
    await until(() => names().length === 2);
    const photo = document.querySelector('img.mk-rep__photo')!;
    expect(photo.getAttribute('alt')).toBe('Portrait of Marisol Rep');
    expect(photo.getAttribute('loading')).toBe('lazy');
    await act(async () => {
      photo.dispatchEvent(new Event('error'));
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('sales representative 1');
    expect(document.querySelectorAll('img.mk-rep__photo')).toHaveLength(1);
    expect(document.querySelector('.mk-rep__initials')?.textContent).toBe('MR');
    expect(getToasts()).toEqual([]);
  });
});

describe('finding the visitor’s state', () => {
  const position = { coords: { latitude: 41.2, longitude: -111.9 } } as GeolocationPosition;
  const failure = (code: number) => ({ code, TIMEOUT: 3, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2 }) as never;

  it('asks the browser with a 10 s time-out and names the market state of the position', async () => {
    const api = repsApi();
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, _fail?: PositionErrorCallback | null, _options?: PositionOptions) => ok(position),
    );
    expect(await detectMarketState({ getCurrentPosition })).toBe('UT');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
    expect(api.calls.find((call) => call.path === '/api/location')?.search).toBe('?lat=41.2&lng=-111.9');
  });

  it('says Timed Out! after the time-out, and nothing when the visitor refuses', async () => {
    repsApi();
    const timedOut = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.(failure(3)));
    expect(await detectMarketState({ getCurrentPosition: timedOut })).toBeNull();
    expect(getToasts().map((toast) => toast.title)).toEqual([messages.geolocation.timedOut]);
    const refused = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.(failure(1)));
    expect(await detectMarketState({ getCurrentPosition: refused })).toBeNull();
    expect(getToasts()).toHaveLength(1);
  });

  it('says when the browser has no geolocation', async () => {
    expect(await detectMarketState(undefined)).toBeNull();
    expect(getToasts().map((toast) => toast.text)).toEqual([messages.geolocation.unsupported]);
  });
});
