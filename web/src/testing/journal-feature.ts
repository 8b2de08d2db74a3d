/**
 * A feature of its own for the offline engine's tests (web/src/offline), registered on import: journals,
 * each a title and an ordered list of entries, on an in-memory server that behaves like the API
 * (Idempotency-Key, versions, error codes). It uses every hook a feature can give the engine.
 */
import type { ErrorCode } from '@hw/shared';
import { defineStore, type OfflineDatabase } from '#web/offline/db.ts';
import {
  completeOfflineRegistration,
  defineMutationKind,
  type MutationContext,
  NOTHING_TO_SEND,
  registerOfflineFeature,
} from '#web/offline/registry.ts';
import type { BatchedAnswer, BatchedCall, SyncTransport } from '#web/offline/sync-engine.ts';

export interface Journal {
  journalId: string;
  version: number;
  title: string;
  entries: string[];
}

/** The device's copy; `hooks` records what the kinds' hooks did, so that tests can see them run. */
export type JournalRow = Journal & { hooks?: string[] };

export const journals = defineStore<JournalRow, 'journalId'>({ name: 'journals', indexes: 'journalId' });

const journalUrl = (journalId: string) => `/api/journals/${journalId}`;

async function record(db: OfflineDatabase, journalId: string, what: string) {
  const row = await journals.table(db).get(journalId);
  if (row) await journals.table(db).put({ ...row, hooks: [...(row.hooks ?? []), what] });
}

async function storeAnswer(answer: unknown, db: OfflineDatabase) {
  const journal = answer as Journal;
  const row = await journals.table(db).get(journal.journalId);
  await journals.table(db).put({ ...journal, hooks: row?.hooks ?? [] });
}

export const addEntry = defineMutationKind<{ journalId: string; text: string }>()<Journal>({
  name: 'addEntry',
  stores: [journals.name],
  path: (args) => `${journalUrl(args.journalId)}/entries`,
  // An empty entry stands for one whose content is gone from the device before it was sent.
  body: (args) => (args.text === '' ? NOTHING_TO_SEND : { text: args.text }),
  refuse: (args) => (args.text === 'not here' ? 'This entry cannot be written on this device.' : null),
  apply: (journal, args) => ({ ...journal, entries: [...journal.entries, args.text] }),
  onSuccess: (answer, _args, db) => storeAnswer(answer, db),
  onRefusal: (args, message, db) => record(db, args.journalId, `refused: ${message}`),
  onRequeue: (args, db) => record(db, args.journalId, 'requeued'),
  onDiscard: (args, db) => record(db, args.journalId, 'discarded'),
  describe: (args) => `Entry "${args.text}"`,
});

/** Entries whose answers are stored together (onSuccessMany): the engine sends a run of them back to back. */
export const addNote = defineMutationKind<{ journalId: string; text: string }>()<Journal>({
  name: 'addNote',
  stores: [journals.name],
  path: (args) => `${journalUrl(args.journalId)}/entries`,
  body: (args) => ({ text: args.text }),
  apply: (journal, args) => ({ ...journal, entries: [...journal.entries, args.text] }),
  async onSuccessMany(answers, db) {
    const latest = answers.at(-1)?.answer as Journal;
    await storeAnswer(latest, db);
    await record(db, latest.journalId, `stored ${answers.length} together`);
  },
});

/** A versioned edit: the whole title at the version it was based on, with a conflict check and a rebase. */
export const setTitle = defineMutationKind<{ journalId: string; title: string; before: string }>()<Journal>({
  name: 'setTitle',
  stores: [journals.name],
  method: 'PUT',
  fixBody: true,
  path: (args) => journalUrl(args.journalId),
  async body(args, { db }) {
    const copy = await journals.table(db).get(args.journalId);
    return { version: copy?.version ?? 0, title: args.title };
  },
  apply: (journal, args) => ({ ...journal, title: args.title }),
  onSuccess: (answer, _args, db) => storeAnswer(answer, db),
  async findConflict(args, { db }) {
    const copy = await journals.table(db).get(args.journalId);
    if (!copy || copy.title === args.before || copy.title === args.title) return null;
    return {
      fields: ['title'],
      mine: { title: args.title },
      theirs: { title: copy.title },
      serverVersion: copy.version,
    };
  },
  async rebase(args, { db, transport }) {
    await storeAnswer(await transport.get<Journal>(journalUrl(args.journalId)), db);
  },
});

/** The copy the changes before this one in a batch are expected to produce, else the stored one. */
async function expectedCopy(journalId: string, { db, expected }: MutationContext): Promise<Journal | undefined> {
  return (expected?.get(journalId) as Journal | undefined) ?? (await journals.table(db).get(journalId));
}

/** An entry that may go in one batch with versioned edits: it raises the version the next edit is built on. */
export const writeEntry = defineMutationKind<{ journalId: string; text: string }>()<Journal>({
  name: 'writeEntry',
  stores: [journals.name],
  path: (args) => `${journalUrl(args.journalId)}/entries`,
  body: (args) => ({ text: args.text }),
  apply: (journal, args) => ({ ...journal, entries: [...journal.entries, args.text] }),
  onSuccess: (answer, _args, db) => storeAnswer(answer, db),
  async expect(args, _body, context) {
    const copy = await expectedCopy(args.journalId, context);
    if (copy)
      context.expected?.set(args.journalId, {
        ...copy,
        entries: [...copy.entries, args.text],
        version: copy.version + 1,
      });
  },
});

/** setTitle that may go in one batch with the changes before it: built on the version they produce. */
export const rename = defineMutationKind<{ journalId: string; title: string; before: string }>()<Journal>({
  name: 'rename',
  stores: [journals.name],
  method: 'PUT',
  fixBody: true,
  path: (args) => journalUrl(args.journalId),
  async body(args, context) {
    const copy = await expectedCopy(args.journalId, context);
    return { version: copy?.version ?? 0, title: args.title };
  },
  apply: (journal, args) => ({ ...journal, title: args.title }),
  onSuccess: (answer, _args, db) => storeAnswer(answer, db),
  async expect(args, body, context) {
    const copy = await expectedCopy(args.journalId, context);
    const sent = body as { version: number; title: string };
    if (copy) context.expected?.set(args.journalId, { ...copy, title: sent.title, version: sent.version + 1 });
  },
  async rebase(args, { db, transport }) {
    await storeAnswer(await transport.get<Journal>(journalUrl(args.journalId)), db);
  },
});

registerOfflineFeature({
  name: 'journal',
  version: 1,
  stores: [journals],
  kinds: [addEntry, setTitle, addNote, writeEntry, rename],
});
completeOfflineRegistration();

export type JournalFailure = 'network' | 'dropResponse' | 500 | 401 | 'inProgress';

/** Error bodies as the API answers them; thrown as web/src/lib/api's errors are. */
class Refusal {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly message: string,
    readonly extra: Record<string, unknown> = {},
  ) {}
  asError() {
    const errors = [{ message: this.message, code: this.code }];
    return { status: this.status, isNetworkError: false, errors, body: { hasErrors: true, errors, ...this.extra } };
  }
}
const networkError = () => ({ status: 0, isNetworkError: true, errors: [{ message: 'Network error' }], body: null });

export function createJournalServer(initial: Journal[] = [{ journalId: 'j-1', version: 1, title: '', entries: [] }]) {
  const held = new Map(initial.map((j) => [j.journalId, structuredClone(j)]));
  const answered = new Map<string, { fingerprint: string; answer: unknown }>();
  const requests: { method: string; path: string; key: string | null; body: unknown }[] = [];
  const failures: JournalFailure[] = [];
  const limits = { entryLength: 20 };

  function effect(method: string, path: string, body: unknown): Journal {
    const [, , , journalId, entries] = path.split('/');
    const journal = held.get(journalId!);
    if (!journal) throw new Refusal(404, 'notFound', 'No such journal.');
    if (method === 'GET') return structuredClone(journal);
    if (entries) {
      const text = String((body as { text: unknown }).text).trim();
      if (!text) throw new Refusal(400, 'validation', 'Please write something.');
      if (text.length > limits.entryLength) {
        throw new Refusal(422, 'validation', `An entry holds at most ${limits.entryLength} characters.`);
      }
      journal.entries.push(text);
    } else {
      const sent = body as { version: number; title: string };
      if (sent.version !== journal.version) {
        throw new Refusal(409, 'versionConflict', 'Changed since.', { currentVersion: journal.version });
      }
      journal.title = sent.title;
    }
    journal.version += 1;
    return structuredClone(journal);
  }

  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const key = headers['Idempotency-Key'] ?? null;
    requests.push({ method, path, key, body: structuredClone(body) });
    const failure = failures.shift();
    if (failure === 'network') throw networkError();
    if (failure === 500) throw new Refusal(500, 'serverError', 'Something went wrong on our side.').asError();
    if (failure === 401) throw new Refusal(401, 'unauthorized', 'Please sign in.').asError();
    if (failure === 'inProgress') throw new Refusal(409, 'inProgress', 'Still being handled.').asError();
    const fingerprint = JSON.stringify([method, path, body]);
    const previous = key ? answered.get(key) : undefined;
    if (previous && previous.fingerprint !== fingerprint) {
      throw new Refusal(422, 'idempotencyKeyReused', 'Key reused with another payload.').asError();
    }
    let answer: unknown = previous?.answer;
    if (!previous) {
      try {
        answer = effect(method, path, body);
      } catch (error) {
        throw error instanceof Refusal ? error.asError() : error;
      }
      if (key) answered.set(key, { fingerprint, answer });
    }
    if (failure === 'dropResponse') throw networkError();
    return structuredClone(answer) as T;
  }

  const transport: SyncTransport = {
    get: (path) => call('GET', path),
    post: (path, body, headers) => call('POST', path, body, headers),
    send: (method, path, body, headers) => call(method, path, body, headers),
  };
  /**
   * The same server behind a batch call (POST /api/sync/batch): the calls made one after the other, each under
   * its key, stopping at the first refusal. `batches` holds how many calls each batch request carried.
   */
  const batches: number[] = [];
  const batchFailures: ('network' | 'dropResponse')[] = [];
  const batchingTransport: SyncTransport = {
    ...transport,
    async batch(calls: readonly BatchedCall[]) {
      batches.push(calls.length);
      const failure = batchFailures.shift();
      if (failure === 'network') throw networkError();
      const answers: BatchedAnswer[] = [];
      for (const { method, path, idempotencyKey, body } of calls) {
        if (answers.some((answer) => answer !== 'notRun' && 'error' in answer)) {
          answers.push('notRun');
          continue;
        }
        try {
          answers.push({ answer: await call(method, path, body, { 'Idempotency-Key': idempotencyKey }) });
        } catch (error) {
          answers.push({ error });
        }
      }
      if (failure === 'dropResponse') throw networkError();
      return answers;
    },
  };
  return { held, requests, failures, limits, transport, batchingTransport, batches, batchFailures };
}
