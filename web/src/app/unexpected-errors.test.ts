import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ClientErrorReport, messages } from '@hw/shared';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STORAGE_KEY } from '#web/lib/order-draft-key.ts';
import { offlineDb } from '#web/offline/db.ts';
import { enqueue } from '#web/offline/outbox.ts';
import { wipeAll } from '#web/offline/storage.ts';
import { addEntry, journals } from '#web/testing/journal-feature.ts';
import { alertWhenEssentialFeaturesMissing, missingEssentialFeatures } from './essential-features.ts';
import {
  getUnexpectedErrors,
  recordUnexpectedErrors,
  resetUnexpectedErrors,
  UNEXPECTED_ERROR_REPORT_LIMIT,
} from './unexpected-errors.ts';

const queryCache = createStore('hw-query-cache-2', 'rows');
let fetchMock: ReturnType<typeof vi.fn>;
let stopRecording: () => void;

const reports = (): ClientErrorReport[] =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/log/clientError'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

/** Waits until the server's log has had `count` reports. */
const reported = (count: number) => vi.waitFor(() => expect(reports()).toHaveLength(count));

function throwOnWindow(error: Error) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

beforeEach(async () => {
  resetUnexpectedErrors();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/order');
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  await wipeAll();
  await journals.table().put({ journalId: 'j-1', version: 1, title: 'Site log', entries: [] });
  await enqueue(addEntry, { journalId: 'j-1', text: 'written offline' });
  await set('queryClient', '{"clientState":{}}', queryCache);
  sessionStorage.setItem(ORDER_STORAGE_KEY, '{"planId":"plan-1"}');
  localStorage.setItem('category', 'billing');
  localStorage.setItem('auth', '{"lastUsername":"kim@example.com"}');
  stopRecording = recordUnexpectedErrors();
});
afterEach(() => {
  stopRecording();
  vi.unstubAllGlobals();
});

describe('an uncaught error on the page', () => {
  it('is recorded as an unexpected-error action and reported to the server log', async () => {
    throwOnWindow(new TypeError('cannot read plan of undefined'));
    await reported(1);
    expect(getUnexpectedErrors()).toMatchObject([
      { type: 'unexpectedError', kind: 'error', message: 'cannot read plan of undefined', wiped: true },
    ]);
    expect(reports()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'cannot read plan of undefined',
        url: expect.stringContaining('/order'),
        userAgent: navigator.userAgent,
        stack: expect.stringContaining('TypeError'),
      }),
    ]);
  });

  it('records an unhandled promise rejection too', async () => {
    // happy-dom has no PromiseRejectionEvent: an event with the same `reason`.
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'the offers never came' }));
    await reported(1);
    expect(getUnexpectedErrors()).toMatchObject([{ kind: 'unhandledRejection', message: 'the offers never came' }]);
    expect(reports()[0]).toMatchObject({ kind: 'unhandledRejection' });
  });

  it('wipes the saved query cache and the order draft, never the outbox or the sign-in', async () => {
    throwOnWindow(new Error('boom'));
    await vi.waitFor(async () => expect(await get('queryClient', queryCache)).toBeUndefined());
    expect(sessionStorage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('category')).toBeNull();
    expect(localStorage.getItem('auth')).not.toBeNull();
    expect(await offlineDb().outbox.count()).toBe(1);
    expect(await journals.table().count()).toBe(1);
  });

  it.each([
    ['a debug key in localStorage', () => localStorage.setItem('debug', '')],
    ['?debug in the address', () => window.history.replaceState(null, '', '/order?debug')],
  ])('wipes nothing with %s', async (_name, turnDebugOn) => {
    turnDebugOn();
    throwOnWindow(new Error('boom'));
    await reported(1);
    expect(getUnexpectedErrors()).toMatchObject([{ wiped: false }]);
    expect(await get('queryClient', queryCache)).toBeDefined();
    expect(sessionStorage.getItem(ORDER_STORAGE_KEY)).not.toBeNull();
    expect(reports()).toHaveLength(1);
  });

  it('cuts a long report to its bounds and stops reporting a page failing in a loop', async () => {
    throwOnWindow(new Error('x'.repeat(5_000)));
    for (let i = 0; i < UNEXPECTED_ERROR_REPORT_LIMIT + 5; i++) throwOnWindow(new Error(`again ${i}`));
    await reported(UNEXPECTED_ERROR_REPORT_LIMIT);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports()[0]?.message).toHaveLength(1_000);
    expect(reports()).toHaveLength(UNEXPECTED_ERROR_REPORT_LIMIT);
  });

  it('is not reported again when the report itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    throwOnWindow(new Error('boom'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The failed report's rejection has been handled by the time the next turn of the event loop runs.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getUnexpectedErrors()).toHaveLength(1);
  });
});

describe('a browser without what the app needs', () => {
  it('is alerted with the message of the old-browser script, and the page stays', () => {
    const alert = vi.fn();
    const scope = Object.assign(Object.create(globalThis), { alert, indexedDB: undefined }) as typeof globalThis;
    expect(missingEssentialFeatures(scope)).toEqual(['indexedDB']);
    expect(alertWhenEssentialFeaturesMissing(scope)).toBe(true);
    expect(alert).toHaveBeenCalledWith(messages.initialization.essentialScriptsFailed);
  });

  it('says nothing to a browser that has everything', () => {
    const alert = vi.fn();
    const scope = Object.assign(Object.create(globalThis), { alert, indexedDB: {} }) as typeof globalThis;
    expect(alertWhenEssentialFeaturesMissing(scope)).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the same words where modules cannot run (web/public/old-browser.js)', () => {
    const script = readFileSync(join(process.cwd(), 'web/public/old-browser.js'), 'utf8');
    expect(script).toContain(`'${messages.initialization.essentialScriptsFailed}'`);
    // It must run where modern syntax does not.
    expect(script).not.toMatch(/=>|\bconst\b|\blet\b|`|,\s*\)/);
  });
});
