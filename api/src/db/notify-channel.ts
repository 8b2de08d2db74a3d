/**
 * A PostgreSQL notification channel shared by every process on one database: `notify` sends a payload
 * (NOTIFY, through a small pool of its own, so a busy app pool never holds it back), and one dedicated client
 * LISTENs, reconnecting with a growing wait (up to 10 s) when its connection drops. The live change feed
 * (api/src/live/feed.ts) carries its changes on one.
 */
import pg from 'pg';

export interface NotifyChannel {
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface NotifyChannelOptions {
  onMessage(payload: string | undefined): void;
  report(error: unknown, context: string): void;
  /** The first wait before reconnecting a dropped listening client; doubles up to 10 s. */
  reconnectMs?: number;
}

const MAX_RECONNECT_MS = 10_000;

export async function openNotifyChannel(
  url: string,
  channel: string,
  options: NotifyChannelOptions,
): Promise<NotifyChannel> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  const firstWait = options.reconnectMs ?? 500;
  const notifier = new pg.Pool({ connectionString: url, max: 2, application_name: `${channel}-notify` });
  // An idle client that loses its connection must not crash the process.
  notifier.on('error', () => {});
  let listener: pg.Client | undefined;
  let closed = false;
  let wait = firstWait;
  let retry: NodeJS.Timeout | undefined;

  function drop(client: pg.Client) {
    if (listener === client) listener = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url, application_name: `${channel}-listen` });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      drop(client);
      if (error) options.report(error, `The listener of ${channel} lost its database connection`);
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === channel) options.onMessage(message.payload);
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(client);
      throw error;
    }
    wait = firstWait;
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (closed) return;
      listen().catch((error) => {
        options.report(error, `The listener of ${channel} could not reconnect`);
        wait = Math.min(wait * 2, MAX_RECONNECT_MS);
        scheduleReconnect();
      });
    }, wait);
    retry.unref();
  }

  try {
    await listen();
  } catch (error) {
    options.report(error, `The listener of ${channel} could not connect`);
    scheduleReconnect();
  }

  return {
    async notify(payload) {
      await notifier.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = undefined;
      client?.removeAllListeners('notification');
      await Promise.allSettled([client?.end(), notifier.end()]);
    },
  };
}
