/**
 * npm run backup / restore on the embedded setup: a backup taken while the server writes restores into a
 * new folder holding every row committed before it began (and no half of a later write) and every file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { restoreBackup, sqliteFileOf, writeBackup } from '../src/db/backup.ts';
import { createDatabase } from '../src/db/index.ts';
import { createFileStorage } from '../src/storage/index.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

const DISPATCH_ID = 'DSP-500101';

describe.skipIf(inject('dialect') !== 'sqlite')('backup and restore (SQLite)', () => {
  let t: TestApp;
  let token: string;
  const work = mkdtempSync(join(tmpdir(), 'hw-backup-test-'));
  beforeAll(async () => {
    t = await buildTestApp();
    token = await accessTokenFor(t, 'contractor@example.com');
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  const note = (text: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/createNote',
      payload: { dispatchId: DISPATCH_ID, note: text },
      headers: bearer(token),
    });

  it('a backup taken under writes restores every row and file written before it', async () => {
    for (let i = 0; i < 20; i++) expect((await note(`before backup ${i}`)).statusCode).toBe(200);
    const files = Array.from({ length: 5 }, (_, i) => ({ name: `backup-test/photo-${i}.jpg`, bytes: `photo ${i}` }));
    for (const file of files) {
      await t.app.fileStorage.put(file.name, Readable.from([Buffer.from(file.bytes)]), 'image/jpeg');
    }

    // The server keeps writing while the backup runs.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await note(`during backup ${written}`);
        written += 1;
      }
    })();
    const archive = await writeBackup(
      { databaseFile: sqliteFileOf(t.databaseUrl), filesDir: t.app.config.dataDir },
      join(work, 'backup.tar.gz'),
    );
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);

    const restored = await restoreBackup(archive, join(work, 'restored'));
    const database = createDatabase(`file:${restored.databaseFile}`);
    try {
      const { dispatchNotes } = database.t;
      const before = await database.db.select().from(dispatchNotes).where(like(dispatchNotes.note, 'before backup %'));
      expect(before).toHaveLength(20);
      // The writes during the backup are there up to a point and none after a missing one.
      const during = await database.db
        .select({ note: dispatchNotes.note })
        .from(dispatchNotes)
        .where(like(dispatchNotes.note, 'during backup %'));
      const numbers = during.map(({ note: text }) => Number(text.split(' ').at(-1))).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => index));
      const ticket = await database.db
        .select()
        .from(database.t.dispatchTickets)
        .where(eq(database.t.dispatchTickets.dispatchId, DISPATCH_ID));
      expect(ticket).toHaveLength(1);
    } finally {
      await database.close();
    }
    const storage = createFileStorage(
      loadConfig({ DATA_DIR: restored.filesDir, JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef' }),
    );
    for (const file of files) {
      const stored = await storage.get(file.name);
      expect(stored, file.name).toBeDefined();
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).toString()).toBe(file.bytes);
    }
  });

  it('refuses to restore over a folder that holds something, and a file that is not a backup', async () => {
    const archive = await writeBackup(
      { databaseFile: sqliteFileOf(t.databaseUrl), filesDir: t.app.config.dataDir },
      join(work, 'second.tar.gz'),
    );
    await expect(restoreBackup(archive, join(work, 'restored'))).rejects.toThrow(
      /is not empty: restore into a new folder/,
    );
    expect(() => sqliteFileOf('postgres://localhost/db')).toThrow(/pg_dump and pg_restore/);
  });
});
