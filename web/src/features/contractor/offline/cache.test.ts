import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOfflineDb, OFFLINE_DATABASE_NAME } from '#web/offline/db.ts';
import type { SyncTransport } from '#web/offline/index.ts';
import { sampleTicket } from '#web/testing/fake-dispatch-server.ts';
import {
  answeredFirstPage,
  heardTicketChange,
  readTicketPages,
  refreshOpeningPage,
  refreshTicketPage,
  type StoredTicketList,
  subscribeAnsweredFirstPages,
} from './cache.ts';

afterEach(async () => {
  closeOfflineDb();
  await Dexie.delete(OFFLINE_DATABASE_NAME);
});

const answering = (workOrderIds: string[]): SyncTransport => ({
  get: () => Promise.reject(new Error('not asked for')),
  post: <T>() =>
    Promise.resolve({
      items: workOrderIds.map((workOrderId) => sampleTicket({ workOrderId, dispatchId: `d-${workOrderId}` })),
      totalItems: workOrderIds.length,
    } as T),
});

describe("a view's first page", () => {
  it('is there to draw as soon as the server answers, before the device has stored it', async () => {
    const seen: { answered: StoredTicketList | undefined; stored: Promise<StoredTicketList> }[] = [];
    const unsubscribe = subscribeAnsweredFirstPages(() => {
      const answered = answeredFirstPage('closed');
      if (answered) seen.push({ answered, stored: readTicketPages('closed') });
    });

    await refreshTicketPage(answering(['WO-1', 'WO-2']), 'closed', 0);
    unsubscribe();

    expect(seen).toHaveLength(1);
    expect(seen[0]?.answered?.tickets.map((ticket) => ticket.workOrderId)).toEqual(['WO-1', 'WO-2']);
    expect(seen[0]?.answered?.totalItems).toBe(2);
    expect((await seen[0]?.stored)?.loadedPages).toBe(0);
    const stored = await readTicketPages('closed');
    expect(stored.tickets.map((ticket) => ticket.workOrderId)).toEqual(['WO-1', 'WO-2']);
  });

  it('is read from the device once stored: a later fetch of the view publishes no answer of its own', async () => {
    await refreshTicketPage(answering(['WO-3']), 'workComplete', 0);
    let published = 0;
    const unsubscribe = subscribeAnsweredFirstPages(() => {
      if (answeredFirstPage('workComplete')?.tickets.some((ticket) => ticket.workOrderId === 'WO-4')) published += 1;
    });

    await refreshTicketPage(answering(['WO-4']), 'workComplete', 0);
    unsubscribe();

    expect(published).toBe(0);
    expect((await readTicketPages('workComplete')).tickets.map((ticket) => ticket.workOrderId)).toEqual(['WO-4']);
  });
});

describe('a change heard while the page is on its way', () => {
  /** Answers each fetch of the list when told to, with the tickets the server had when asked. */
  function slowServer() {
    const pending: (() => void)[] = [];
    const server = { workOrderIds: ['WO-1'], fetches: 0 };
    const transport: SyncTransport = {
      get: () => Promise.reject(new Error('not asked for')),
      post: <T>() => {
        server.fetches += 1;
        const answer = answering(server.workOrderIds).post<T>('', {}, {});
        return new Promise<T>((resolve) => {
          pending.push(() => resolve(answer));
        });
      },
    };
    const answerNext = async () => {
      while (pending.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      pending.shift()?.();
    };
    return { server, transport, answerNext };
  }

  it('is fetched again once that fetch is done, once for every change heard meanwhile', async () => {
    const { server, transport, answerNext } = slowServer();
    // The server is asked before the new ticket is dispatched; two changes are heard before it answers.
    const opening = refreshTicketPage(transport, 'open', 0);
    server.workOrderIds = ['WO-2', 'WO-1'];
    heardTicketChange();
    const afterFirstChange = refreshTicketPage(transport, 'open', 0);
    heardTicketChange();
    const afterSecondChange = refreshTicketPage(transport, 'open', 0);
    expect(afterSecondChange).toBe(afterFirstChange);
    await answerNext();
    expect((await opening).items.map((ticket) => ticket.workOrderId)).toEqual(['WO-1']);
    await answerNext();
    expect((await afterFirstChange).items.map((ticket) => ticket.workOrderId)).toEqual(['WO-2', 'WO-1']);
    expect(server.fetches).toBe(2);
    expect((await readTicketPages('open')).tickets.map((ticket) => ticket.workOrderId)).toEqual(['WO-2', 'WO-1']);
  });

  it('is not fetched again for a caller when no change was heard since it was asked for', async () => {
    const { server, transport, answerNext } = slowServer();
    const first = refreshTicketPage(transport, 'all', 0);
    const second = refreshTicketPage(transport, 'all', 0);
    expect(second).toBe(first);
    await answerNext();
    await Promise.all([first, second]);
    expect(server.fetches).toBe(1);
  });

  it('as the list opens, is not taken for a fresh page when a change was heard after it was asked for', async () => {
    const { server, transport, answerNext } = slowServer();
    const fromTheRoute = refreshTicketPage(transport, 'closed', 0);
    await answerNext();
    await fromTheRoute;
    // Fetched a moment ago, and nothing heard since: the list takes it.
    await refreshOpeningPage(transport, 'closed');
    expect(server.fetches).toBe(1);
    server.workOrderIds = ['WO-3', 'WO-1'];
    heardTicketChange();
    const opening = refreshOpeningPage(transport, 'closed');
    await answerNext();
    await opening;
    expect(server.fetches).toBe(2);
    expect((await readTicketPages('closed')).tickets.map((ticket) => ticket.workOrderId)).toEqual(['WO-3', 'WO-1']);
  });
});
