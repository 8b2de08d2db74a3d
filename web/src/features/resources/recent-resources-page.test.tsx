import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render } from '#web/ui/render-for-test.tsx';
import { ArticleList, RESOURCES_OVERLAY_DELAY_MS } from './article-list.tsx';
import {
  buttonNamed,
  cardTitles,
  fakeContentApi,
  h1,
  openResources,
  sampleEntries,
  until,
} from './resources-test-helpers.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const summaryCalls = (paths: string[]) => paths.filter((path) => path.startsWith('/api/forum/summaries/'));

describe('/resources', () => {
  it('shows the heading and the three newest articles as cards', async () => {
    fakeContentApi();
    await openResources('/resources');
    await until(() => cardTitles().length === 3);
    expect(h1()).toBe('Recent Home Warranty Resources');
    expect(document.title).toMatch(/^Recent Home Warranty Resources \| /);
    expect(cardTitles()).toEqual(sampleEntries.slice(0, 3).map((e) => e.title));
    const card = document.querySelector('.res-card')!;
    expect(card.querySelector('img')?.getAttribute('src')).toBe(sampleEntries[0]!.avatar);
    expect(card.querySelector('.res-card__category')?.textContent).toBe('Plumbing');
    expect(card.querySelector('.res-card__description')?.textContent).toBe(sampleEntries[0]!.description);
    expect(card.querySelector('time')?.textContent).toBe('March 29, 2026');
    expect(card.querySelector('.res-card__title a')?.getAttribute('href')).toBe(sampleEntries[0]!.url);
  });

  it('Load More asks for the count shown plus 3, and goes when every article is shown', async () => {
    const api = fakeContentApi();
    await openResources('/resources');
    await until(() => cardTitles().length === 3);
    await click(buttonNamed('Load More'));
    await until(() => cardTitles().length === 6);
    await click(buttonNamed('Load More'));
    await until(() => cardTitles().length === 9);
    expect(summaryCalls(api.paths())).toEqual([
      '/api/forum/summaries/3/0',
      '/api/forum/summaries/6/0',
      '/api/forum/summaries/9/0',
    ]);
    // 9 of 10: asking for 12 answers 10, fewer than asked, so the button goes.
    await click(buttonNamed('Load More'));
    await until(() => cardTitles().length === 10);
    expect(summaryCalls(api.paths()).at(-1)).toBe('/api/forum/summaries/12/0');
    expect(buttonNamed('Load More')).toBeNull();
  });

  it('keeps the cards on screen while more load, with the button disabled', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeContentApi({ summariesGate: gate });
    const pending = openResources('/resources');
    release();
    await pending;
    await until(() => cardTitles().length === 3);
    let releaseMore!: () => void;
    fakeContentApi({
      summariesGate: new Promise<void>((resolve) => {
        releaseMore = resolve;
      }),
    });
    await click(buttonNamed('Load More'));
    expect(cardTitles()).toHaveLength(3);
    expect(buttonNamed('Load More')?.disabled).toBe(true);
    releaseMore();
    await until(() => cardTitles().length === 6);
  });

  it('has the newsletter sign-up at the bottom', async () => {
    fakeContentApi();
    await openResources('/resources');
    expect(document.querySelector('.newsletter h2')?.textContent).toBe('Sign Up for Our Newsletter');
  });
});

describe('the list loading overlay', () => {
  it('shows only once a load has lasted 2000 ms, and goes when it ends', async () => {
    vi.useFakeTimers();
    const list = (loading: boolean) => (
      <ArticleList articles={undefined} loading={loading} failed={false} onRetry={() => {}} />
    );
    const view = await render(list(true));
    const overlay = () => document.querySelector('[data-testid="resources-loading"]');
    expect(RESOURCES_OVERLAY_DELAY_MS).toBe(2000);
    await act(async () => vi.advanceTimersByTime(1999));
    expect(overlay()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(overlay()?.textContent).toBe('Loading articles…');
    await view.rerender(list(false));
    expect(overlay()).toBeNull();
    // A new load waits its 2000 ms again.
    await view.rerender(list(true));
    expect(overlay()).toBeNull();
  });
});

describe('Load More after a failure', () => {
  it('says so, keeps the cards and asks again for the same count', async () => {
    fakeContentApi();
    await openResources('/resources');
    await until(() => cardTitles().length === 3);
    const failing = fakeContentApi({
      other: () => new Response('{}', { status: 500 }),
      summariesGate: Promise.reject(new Error('down')),
    });
    await click(buttonNamed('Load More'));
    await until(() => document.querySelector('.res-page__failed') !== null);
    expect(cardTitles()).toHaveLength(3);
    fakeContentApi();
    await click(buttonNamed('Load More'));
    await until(() => cardTitles().length === 6);
    expect(document.querySelector('.res-page__failed')).toBeNull();
    expect(failing.paths().filter((p) => p.startsWith('/api/forum/summaries/'))).toEqual(['/api/forum/summaries/6/0']);
  });
});
