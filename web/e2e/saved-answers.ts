import type { Page } from '@playwright/test';

/**
 * The server answers the app has saved on this device (its query cache in IndexedDB), as text, one line per
 * query: its key, then its data. Empty until the first save. Tests wait on it instead of waiting a fixed time
 * for the save that follows an answer.
 */
export function savedAnswers(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it without its store: look first.
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'hw-query-cache-2')) return '';
    return new Promise<string>((resolve) => {
      const open = indexedDB.open('hw-query-cache-2');
      open.onerror = () => resolve('');
      open.onsuccess = () => {
        const database = open.result;
        if (!database.objectStoreNames.contains('rows')) {
          database.close();
          resolve('');
          return;
        }
        const read = database.transaction('rows').objectStore('rows').get('queryClient');
        read.onerror = () => resolve('');
        read.onsuccess = () => {
          database.close();
          if (typeof read.result !== 'string') return resolve('');
          const saved = JSON.parse(read.result) as {
            clientState: { queries: { queryHash: string; state: { data: unknown } }[] };
          };
          resolve(
            saved.clientState.queries
              .map((query) => `${query.queryHash} ${JSON.stringify(query.state.data)}`)
              .join('\n'),
          );
        };
      };
    });
  });
}
