import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('#web/lib/api/index.ts', () => ({
  apiPost: vi.fn(async () => ({ ticket: `ticket-${++tickets}`, expiresAt: new Date().toISOString() })),
  apiUrl: (path: string, query: Record<string, string>) => `/api${path}?ticket=${query.ticket}`,
}));

let tickets = 0;

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly handlers = new Map<string, (message: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, handler: (message: MessageEvent<string>) => void) {
    this.handlers.set(name, handler);
  }
  close() {
    this.closed = true;
  }
  send(name: string, data: string) {
    this.handlers.get(name)?.({ data } as MessageEvent<string>);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live change stream', () => {
  let live: typeof import('./live-changes.ts');

  beforeEach(async () => {
    vi.resetModules();
    tickets = 0;
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    live = await import('./live-changes.ts');
  });
  afterEach(() => {
    live.keepLiveChanges(false);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens one stream with a fresh ticket while signed in, and hands on the changes', async () => {
    const signals: unknown[] = [];
    live.onLiveChange((signal) => signals.push(signal));
    live.keepLiveChanges(true);
    await flush();
    expect(FakeEventSource.opened).toHaveLength(1);
    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe('/api/live?ticket=ticket-1');
    stream?.onopen?.();
    expect(live.liveStatus()).toBe('open');
    stream?.send('change', JSON.stringify({ kind: 'dispatch', id: 'DSP-1' }));
    stream?.send('change', 'not json');
    expect(signals).toEqual([{ kind: 'dispatch', id: 'DSP-1' }]);
  });

  it('reopens with a new ticket after the stream drops, and then asks screens to read again', async () => {
    vi.useFakeTimers();
    const signals: unknown[] = [];
    live.onLiveChange((signal) => signals.push(signal));
    live.keepLiveChanges(true);
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeEventSource.opened[0];
    first?.onopen?.();
    first?.onerror?.();
    expect(first?.closed).toBe(true);
    expect(live.liveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeEventSource.opened[1];
    expect(second?.url).toBe('/api/live?ticket=ticket-2');
    second?.onopen?.();
    expect(live.liveStatus()).toBe('open');
    expect(signals).toEqual([{ kind: 'resync' }]);
  });

  it('closes the stream on sign-out', async () => {
    live.keepLiveChanges(true);
    await flush();
    live.keepLiveChanges(false);
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    expect(live.liveStatus()).toBe('off');
  });
});
