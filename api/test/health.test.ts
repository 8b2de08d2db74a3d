/** Health for balancers (/api/health/live and /ready) and the request id every answer names. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/index.ts';
import type { FileStorage } from '../src/storage/index.ts';
import { buildTestApp, freshDatabase, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The app on its own database, with parts of it replaced. */
async function appWith(change: { database?: (db: Database) => Database; fileStorage?: FileStorage }) {
  const db = await freshDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-health-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef', JOBS: 'off' });
  const database = change.database ? change.database(db.database) : db.database;
  const app = await buildApp(config, database, change.fileStorage ? { fileStorage: change.fileStorage } : {});
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('health', () => {
  it('live and ready answer 200 on a working process, never cached', async () => {
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await t.database.pendingMigrations()).toBe(0);
  });

  it('live refuses an address holding a NUL as every route does: 400, an answer its document declares', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live?probe=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBeTruthy();
  });

  it('ready is 503 naming what is not ready: storage that takes no write, migrations not applied', async () => {
    const failingStorage: FileStorage = {
      kind: 'disk',
      put: async () => {
        throw new Error('disk full');
      },
      get: async () => undefined,
      remove: async () => undefined,
    };
    const behind = await appWith({
      fileStorage: failingStorage,
      database: (db) => ({ ...db, pendingMigrations: async () => 2 }),
    });
    try {
      const ready = await behind.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        hasErrors: true,
        errors: [
          {
            code: 'serverError',
            message: 'Not ready: database migrations are not applied; file storage does not take a write.',
          },
        ],
      });
      const live = await behind.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe('X-Request-Id', () => {
  it('names a new id on every answer, errors included, and keeps a well-formed id the balancer sent', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/status' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);

    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/status',
      headers: { 'x-request-id': 'lb-7f3a9c21e0' },
    });
    expect(traced.headers['x-request-id']).toBe('lb-7f3a9c21e0');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/status',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unexpected failure quotes its request id in the message, so support can find it', async () => {
    const broken = await appWith({
      database: (db) => ({
        ...db,
        ping: async () => {
          throw new Error('the socket went away');
        },
      }),
    });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/status' });
      expect(res.statusCode).toBe(500);
      const id = res.headers['x-request-id'];
      expect(res.json()).toEqual({
        hasErrors: true,
        errors: [
          {
            code: 'serverError',
            message: `Something went wrong on our side. Please try again. If it happens again, quote reference ${id}.`,
          },
        ],
      });
      expect(res.body).not.toContain('socket went away');
    } finally {
      await broken.close();
    }
  });
});
