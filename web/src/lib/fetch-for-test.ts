/** Unit-test helpers for code that calls the API: JSON answers, and a fake `fetch` for each test of a file. */
import { afterEach, beforeEach, type Mock, vi } from 'vitest';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
export type FetchMock = Mock<Fetch>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Each test of the file starts with a fake on `fetch` that answers as `answer` does (a test may give it other
 * answers); after each test the real `fetch` is back.
 */
export function fakeFetchEachTest(
  answer: (url: string, init?: RequestInit) => Response | Promise<Response>,
): FetchMock {
  const fetchMock = vi.fn<Fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => answer(url, init));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
