import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  addNote,
  createJournalServer,
  type JournalFailure,
  journals,
  setTitle,
} from '#web/testing/journal-feature.ts';
import { closeOfflineDb, offlineDb } from './db.ts';
import { enqueue } from './outbox.ts';
import { wipeAll } from './storage.ts';
import { createSyncEngine } from './sync-engine.ts';

const j = 'j-1';
type Step =
  | { kind: 'entry'; text: string; together: boolean }
  | { kind: 'title'; value: string }
  | { kind: 'theirs' }
  | { kind: 'fail'; how: JournalFailure }
  | { kind: 'sync' }
  | { kind: 'restart' };

const step: fc.Arbitrary<Step> = fc.oneof(
  // Entries of either kind: answers stored one by one (addEntry) or together (addNote, sent in runs).
  fc.record({
    kind: fc.constant('entry' as const),
    text: fc.stringMatching(/^[a-z]{1,8}$/),
    together: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('title' as const), value: fc.stringMatching(/^[A-Z][a-z]{0,6}$/) }),
  fc.record({ kind: fc.constant('theirs' as const) }),
  fc.record({
    kind: fc.constant('fail' as const),
    how: fc.constantFrom<JournalFailure>('network', 'dropResponse', 500, 'inProgress'),
  }),
  fc.record({ kind: fc.constant('sync' as const) }),
  fc.record({ kind: fc.constant('restart' as const) }),
);

describe('outbox replay under lost answers, server errors, other writers and restarts', () => {
  it('leaves the server exactly as if each change had been applied once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        await wipeAll();
        const start = { journalId: j, version: 1, title: 'Start', entries: [] as string[] };
        const server = createJournalServer([structuredClone(start)]);
        await journals.table().put(structuredClone(start));
        let engine = createSyncEngine(server.transport, { minDelayMs: 60_000 });
        const expected = { entries: [] as string[], title: 'Start' };
        let theirs = 0;

        for (const s of steps) {
          if (s.kind === 'entry') {
            await enqueue(s.together ? addNote : addEntry, { journalId: j, text: s.text });
            expected.entries.push(s.text);
          } else if (s.kind === 'title') {
            await enqueue(setTitle, { journalId: j, title: s.value, before: expected.title });
            expected.title = s.value;
          } else if (s.kind === 'theirs') {
            // Another device adds an entry: the copy here falls a version behind.
            const held = server.held.get(j)!;
            const entry = `theirs-${theirs++}`;
            held.entries.push(entry);
            held.version += 1;
            expected.entries.push(entry);
          } else if (s.kind === 'fail') {
            server.failures.push(s.how);
          } else if (s.kind === 'sync') {
            await engine.syncNow();
          } else {
            closeOfflineDb();
            engine = createSyncEngine(server.transport, { minDelayMs: 60_000 });
          }
        }
        server.failures.length = 0;
        await engine.syncNow();

        const held = server.held.get(j)!;
        expect(await offlineDb().outbox.count()).toBe(0);
        // Entries arrive in queue order; those written elsewhere fall in between, where they happened.
        expect(held.entries.filter((e) => !e.startsWith('theirs'))).toEqual(
          expected.entries.filter((e) => !e.startsWith('theirs')),
        );
        expect(held.entries.filter((e) => e.startsWith('theirs'))).toHaveLength(theirs);
        expect(held.title).toBe(expected.title);
      }),
      { numRuns: 60 },
    );
    closeOfflineDb();
  });
});
