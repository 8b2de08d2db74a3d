/**
 * Decorates `app.live`: the change feed (./feed.ts) and the open streams of this process (./routes.ts).
 * `app.live.changed(ref)` is the one call a feature makes when a claim or a ticket changes: after the
 * transaction commits it finds who must hear of it (./audience.ts) and publishes. Registered at the root
 * of the app, so every feature can publish.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangedRef, changesOf } from './audience.ts';
import { createLiveFeed, type LiveChange, type LiveFeed } from './feed.ts';

/** An open stream of this process, ended when the process shuts down. */
export interface LiveStream {
  /** Whose stream it is. */
  userId: string;
  end(): void;
}

export interface Live {
  feed: LiveFeed;
  /** Publishes the change once the open transaction commits (at once, without one). */
  publish(change: LiveChange): void;
  /** A claim or a ticket changed: tells its contractor and its homeowner, once the open transaction commits. */
  changed(ref: ChangedRef): void;
  /** The streams open at this process, oldest first. */
  streams: Set<LiveStream>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const { database } = app;
    const report = (error: unknown, context: string) => app.log.warn({ err: error }, context);
    const feed = await createLiveFeed(database.url, { report });
    const streams = new Set<LiveStream>();
    app.decorate('live', {
      feed,
      streams,
      publish(change: LiveChange) {
        database.afterCommit(() => feed.publish(change));
      },
      changed(ref: ChangedRef) {
        database.afterCommit(async () => {
          for (const change of await changesOf(database.db, database.t, ref)) await feed.publish(change);
        });
      },
    });
    // Before the server stops taking connections: an open stream would keep app.close() waiting.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });
    app.addHook('onClose', async () => {
      for (const stream of streams) stream.end();
      await feed.close();
    });
  },
  { name: 'live' },
);
