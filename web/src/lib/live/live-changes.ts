/**
 * One live change stream per signed-in session (GET /api/live, server-sent events). The server says only
 * what changed (`dispatch` or `serviceRequest` and its id); screens listening here read it again. The
 * stream opens with a one-minute ticket (POST /api/live/ticket), so the access token never goes into an
 * address; when it drops (offline, a server restart, a deploy) it reopens with a new ticket after a growing
 * wait, and listeners get `resync` to read again everything on screen that may have changed meanwhile.
 */
import type { LiveChangeEvent, LiveTicketResponse } from '@hw/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiPost, apiUrl } from '#web/lib/api/index.ts';

/** `open`: changes arrive as they happen. `down`: offline or the stream is reconnecting: screens may be stale. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'down';
/** A change, or `resync` after the stream was down: read again whatever is on screen. */
export type LiveSignal = LiveChangeEvent | { kind: 'resync' };
type Listener = (signal: LiveSignal) => void;

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

let status: LiveStatus = 'off';
let wanted = false;
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = FIRST_RETRY_MS;
/** Whether the stream was open before and went down: its reopening means changes may have been missed. */
let missedChanges = false;
/** Each start of the stream; a ticket fetched for an earlier one is thrown away. */
let generation = 0;
const statusListeners = new Set<() => void>();
const listeners = new Set<Listener>();

function setStatus(next: LiveStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function emit(signal: LiveSignal) {
  for (const listener of [...listeners]) {
    try {
      listener(signal);
    } catch (error) {
      console.error(error);
    }
  }
}

function closeSource() {
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = undefined;
}

function scheduleRetry() {
  if (!wanted || retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void connect();
  }, retryMs);
  retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
}

function goneDown() {
  closeSource();
  // Whatever screens read before the stream came (back) up may have changed meanwhile.
  missedChanges = true;
  setStatus('down');
}

function parse(data: string): LiveChangeEvent | undefined {
  try {
    const event = JSON.parse(data) as LiveChangeEvent;
    return typeof event.id === 'string' && typeof event.kind === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}

async function connect(): Promise<void> {
  if (!wanted || source) return;
  if (!navigator.onLine) {
    goneDown();
    return;
  }
  const mine = ++generation;
  if (status !== 'down') setStatus('connecting');
  let ticket: string;
  try {
    ({ ticket } = await apiPost<LiveTicketResponse>('/live/ticket', undefined, { auth: true, background: true }));
  } catch {
    if (mine !== generation || !wanted) return;
    goneDown();
    scheduleRetry();
    return;
  }
  if (mine !== generation || !wanted || source) return;
  const stream = new EventSource(apiUrl('/live', { ticket }));
  source = stream;
  stream.onopen = () => {
    retryMs = FIRST_RETRY_MS;
    setStatus('open');
    if (missedChanges) {
      missedChanges = false;
      emit({ kind: 'resync' });
    }
  };
  stream.addEventListener('change', (message) => {
    const event = parse((message as MessageEvent<string>).data);
    if (event) emit(event);
  });
  // The browser would reconnect with the same ticket, which expires; a new one is fetched instead.
  stream.onerror = () => {
    if (source !== stream) return;
    goneDown();
    scheduleRetry();
  };
}

function onOnline() {
  retryMs = FIRST_RETRY_MS;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = undefined;
  void connect();
}

/** Opens the stream while someone is signed in and closes it when they sign out (main.tsx). */
export function keepLiveChanges(signedIn: boolean): void {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return;
  if (signedIn === wanted) {
    // Another user signed in: the stream is theirs from now on.
    if (signedIn) {
      closeSource();
      generation += 1;
      void connect();
    }
    return;
  }
  wanted = signedIn;
  if (signedIn) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', goneDown);
    void connect();
  } else {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', goneDown);
    generation += 1;
    closeSource();
    missedChanges = false;
    retryMs = FIRST_RETRY_MS;
    setStatus('off');
  }
}

export function onLiveChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
};

export const liveStatus = (): LiveStatus => status;

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, liveStatus, () => 'off' as const);
}

/** Calls handler with every change and resync while the component is on screen (the latest handler). */
export function useLiveChanges(handler: Listener): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onLiveChange((signal) => latest.current(signal)), []);
}
