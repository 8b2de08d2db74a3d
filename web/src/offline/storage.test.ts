import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addEntry, journals } from '#web/testing/journal-feature.ts';
import { closeOfflineDb, offlineDb } from './db.ts';
import { enqueue } from './outbox.ts';
import { wipeAll, wipeUnlessUnsent } from './storage.ts';

beforeEach(async () => {
  await wipeAll();
  await journals.table().put({ journalId: 'j-1', version: 1, title: 'Site log', entries: [] });
});
afterEach(() => closeOfflineDb());

describe('forgetting the device copy after a lost session', () => {
  it('wipes every store when nothing waits to be sent', async () => {
    expect(await wipeUnlessUnsent()).toBe(0);
    expect(await journals.table().count()).toBe(0);
  });

  it('keeps everything, unsent changes included, while changes wait to be sent', async () => {
    await enqueue(addEntry, { journalId: 'j-1', text: 'arrived' });
    expect(await wipeUnlessUnsent()).toBe(1);
    expect(await journals.table().count()).toBe(1);
    expect(await offlineDb().outbox.count()).toBe(1);
  });
});
