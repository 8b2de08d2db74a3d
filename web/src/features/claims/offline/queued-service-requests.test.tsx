import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '#web/offline/db.ts';
import { wipeAll } from '#web/offline/storage.ts';
import { syncEngine } from '#web/offline/sync-state.ts';
import { UiHost } from '#web/ui/index.ts';
import { cleanup, render, settle } from '#web/ui/render-for-test.tsx';
import { sampleRequestSummary, sampleServiceRequest } from '../testing/sample-service-request.ts';
import { saveServiceRequest } from './queue-service-request.ts';
import { QueuedServiceRequests } from './queued-service-requests.tsx';
import { queuedServiceRequests } from './stores.ts';

const post = vi.hoisted(() => vi.fn());
vi.mock('#web/offline/transport.ts', () => ({ apiTransport: { get: vi.fn(), post } }));

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

const body = sampleServiceRequest(75, 'c-1');
const summary = sampleRequestSummary;

/** The device's database answers over several turns of the event loop. */
const settleQueue = () => settle(10);
const list = () => document.querySelector('[data-testid="queued-service-requests"]');
const sendButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send now and pay $75.00');

beforeEach(async () => {
  post.mockReset();
  post.mockResolvedValue({ serviceRequestNumber: 'SR-100002' });
  await wipeAll();
});
afterEach(() => {
  cleanup();
  setOnline(true);
});

async function show() {
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <QueuedServiceRequests />
      <UiHost />
    </QueryClientProvider>,
  );
  await settleQueue();
}

describe('service requests waiting on this device', () => {
  it('offline, say they wait and that the fee will be confirmed first', async () => {
    setOnline(false);
    syncEngine();
    await saveServiceRequest(body, summary, 'key-1');
    await show();
    expect(list()?.textContent).toContain('Air Conditioning / Cooling');
    expect(list()?.textContent).toContain(
      'Waiting to send. When you are back online we will ask you to confirm the $75.00 service call fee.',
    );
    expect(sendButton()).toBeUndefined();
  });

  it('back online, are not sent until the homeowner confirms the payment, then once, under their key', async () => {
    setOnline(false);
    await saveServiceRequest(body, summary, 'key-2');
    await show();
    await act(async () => setOnline(true));
    await settleQueue();
    expect(post).not.toHaveBeenCalled();
    expect(list()?.querySelector('[role="alert"]')?.textContent).toBe(
      'Waiting to send. Please confirm the $75.00 service call fee (Visa ending 1111, expires 12/29) to send it now.',
    );
    await act(async () => sendButton()?.click());
    await settleQueue();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toBe('/api/account/serviceRequest');
    expect(post.mock.calls[0]?.[2]).toEqual({ 'Idempotency-Key': 'key-2' });
    expect((await queuedServiceRequests.table(offlineDb()).get('key-2'))?.status).toBe('sent');
    // The list reads the device's store live: on a busy machine its read back can take more turns than the send.
    await vi.waitFor(async () => {
      await settle();
      expect(list()?.textContent).toContain('Sent: request SR-100002');
    });
  });

  it('show nothing when nothing waits', async () => {
    await show();
    expect(list()).toBeNull();
  });
});
