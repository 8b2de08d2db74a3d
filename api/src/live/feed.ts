/**
 * The change feed: `publish` tells every process serving this database that something changed for some
 * users; each process hands the change to the streams of those users it holds (./routes.ts).
 * SQLite (one process): an in-process emitter. PostgreSQL: NOTIFY on one channel, and one dedicated client
 * per process LISTENing on it (reconnecting when dropped), so a change made at one process reaches a browser
 * connected to another (docs/decisions/009-several-processes.md).
 */
import { EventEmitter } from 'node:events';
import type { LiveChangeEvent } from '@hw/shared';
import { isPostgresUrl, openNotifyChannel } from '../db/index.ts';

/** A change and who must hear of it: user ids (a contractor's tickets go to the contractor's user). */
export type LiveChange = { to: readonly string[] } & LiveChangeEvent;

export type LiveListener = (event: LiveChangeEvent) => void;

export interface LiveFeed {
  /** Sends the change to every process; a failure is reported, never thrown (clients catch up on reconnect). */
  publish(change: LiveChange): Promise<void>;
  /** Calls listener with every change for userId, at this process; answers the function that stops it. */
  subscribe(userId: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'hw_live_changes';
/** NOTIFY refuses payloads of 8000 bytes or more; a change for more users than fit is split. */
const MAX_PAYLOAD_CHARS = 7000;

interface Wire {
  to: string[];
  kind: LiveChangeEvent['kind'];
  id: string;
}

export const eventOf = ({ kind, id }: LiveChange): LiveChangeEvent => ({ kind, id });

/** Where a process keeps its own listeners, by user. */
class LocalListeners {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open stream: a user with many tabs is not a leak.
    this.emitter.setMaxListeners(0);
  }
  subscribe(userId: string, listener: LiveListener) {
    this.emitter.on(userId, listener);
    return () => {
      this.emitter.off(userId, listener);
    };
  }
  deliver(wire: Wire) {
    const event: LiveChangeEvent = { kind: wire.kind, id: wire.id };
    for (const userId of new Set(wire.to)) this.emitter.emit(userId, event);
  }
}

export function inProcessFeed(): LiveFeed {
  const local = new LocalListeners();
  return {
    async publish(change) {
      local.deliver({ to: [...change.to], ...eventOf(change) });
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    async close() {},
  };
}

export interface PostgresFeedOptions {
  report: (error: unknown, context: string) => void;
  /** Wait before reconnecting a dropped listening client; doubles up to 10 s. */
  reconnectMs?: number;
}

/** Splits a change's audience so each NOTIFY payload stays under the limit. */
function payloads(wire: Wire): string[] {
  const whole = JSON.stringify(wire);
  if (whole.length <= MAX_PAYLOAD_CHARS || wire.to.length <= 1) return [whole];
  const half = Math.ceil(wire.to.length / 2);
  return [...payloads({ ...wire, to: wire.to.slice(0, half) }), ...payloads({ ...wire, to: wire.to.slice(half) })];
}

function parseWire(payload: string | undefined): Wire | undefined {
  try {
    const wire = JSON.parse(payload ?? '') as Wire;
    if (!Array.isArray(wire.to) || typeof wire.id !== 'string' || typeof wire.kind !== 'string') return undefined;
    return wire;
  } catch {
    return undefined;
  }
}

export async function postgresFeed(url: string, options: PostgresFeedOptions): Promise<LiveFeed> {
  const local = new LocalListeners();
  const channel = await openNotifyChannel(url, LIVE_CHANNEL, {
    onMessage(payload) {
      const wire = parseWire(payload);
      if (wire) local.deliver(wire);
    },
    report: options.report,
    ...(options.reconnectMs ? { reconnectMs: options.reconnectMs } : {}),
  });
  return {
    async publish(change) {
      const wire: Wire = { to: [...new Set(change.to)], ...eventOf(change) };
      if (wire.to.length === 0) return;
      try {
        for (const payload of payloads(wire)) await channel.notify(payload);
      } catch (error) {
        options.report(error, 'A live change could not be published');
      }
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    close: () => channel.close(),
  };
}

export function createLiveFeed(databaseUrl: string, options: PostgresFeedOptions): Promise<LiveFeed> {
  return isPostgresUrl(databaseUrl) ? postgresFeed(databaseUrl, options) : Promise.resolve(inProcessFeed());
}
