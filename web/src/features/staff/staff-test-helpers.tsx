/** Unit-test helpers for the staff screens. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, type Mock } from 'vitest';
import { cleanup, render } from '#web/ui/render-for-test.tsx';

/**
 * Before each test of the file: a new query client (no retries) and the api fakes reset; after it, the page
 * emptied and the cache cleared. Gives the render of a screen inside that client.
 */
export function queryClientEachTest(apiFakes: Record<string, Mock>) {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const fake of Object.values(apiFakes)) fake.mockReset();
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });
  return (screen: ReactNode) => render(<QueryClientProvider client={queryClient}>{screen}</QueryClientProvider>);
}
