// @vitest-environment jsdom
// The article body goes through DOMPurify, which needs a complete DOM (happy-dom is not one).
import { messages } from '@hw/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToastHistory } from '#web/ui/index.ts';
import { byRole, cleanup, click } from '#web/ui/render-for-test.tsx';
import {
  cardTitles,
  fakeContentApi,
  h1,
  openResources,
  pathname,
  sampleCategory,
  sampleEntries,
  sampleEntry,
  until,
} from './resources-test-helpers.tsx';

afterEach(() => {
  cleanup();
  clearToasts({ history: true });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry = sampleEntries[1]!; // id 2, plumbing
const toasts = () => getToastHistory().map(({ kind, title, text }) => ({ kind, title, text }));

describe('the article page', () => {
  it('shows the article at its canonical address: title, category, date, image, cleaned content', async () => {
    fakeContentApi();
    const { router } = await openResources(entry.url);
    await until(() => h1() === entry.title);
    expect(pathname(router)).toBe(entry.url);
    expect(document.title).toMatch(new RegExp(`^${entry.title} \\| `));
    expect(document.querySelector('.res-article__category')?.textContent).toBe('Plumbing');
    expect(document.querySelector('.res-article time')?.textContent).toBe('March 28, 2026');
    expect(document.querySelector('.res-article__image')?.getAttribute('src')).toBe(entry.avatar);
    const content = document.querySelector('.res-article__content')!;
    expect(content.innerHTML).toBe(`<h2>${entry.title}</h2><p>Body of 2.</p><p>End</p>`);
    expect(toasts()).toEqual([]);
  });

  it('replaces an address with wrong slugs by the canonical one', async () => {
    fakeContentApi();
    const { router } = await openResources('/resources/hvac/some-old-title/4/2');
    await until(() => pathname(router) === entry.url);
    await until(() => h1() === entry.title);
    // Replaced, not pushed: Back does not return to the wrong address.
    expect(router.history.length).toBe(1);
  });

  it('lists the other articles of the category as related ones', async () => {
    const api = fakeContentApi();
    await openResources(entry.url);
    await until(() => cardTitles().length === 3);
    expect(document.querySelector('.res-related h2')?.textContent).toBe('More in Plumbing');
    expect(cardTitles()).toEqual([
      'Plumbing article number 1',
      'Plumbing article number 3',
      'Plumbing article number 4',
    ]);
    expect(api.paths()).toContain('/api/forum/summaries/4/2');
  });

  it('a failed load shows the info toast and goes to the category page', async () => {
    fakeContentApi();
    const { router } = await openResources('/resources/plumbing/gone/2/404');
    await until(() => pathname(router) === '/resources/plumbing');
    expect(toasts()).toEqual([
      { kind: 'info', title: 'Could not load article', text: messages.article.loadFailureText },
    ]);
    expect(messages.article.loadFailureText).toBe(
      'Sorry - There was a problem loading the requested article. Please try again.',
    );
    await until(() => h1() === 'Plumbing');
  });

  it('an article of an unknown category: info toast and the category list', async () => {
    const orphan = sampleEntry(77, sampleCategory('gardening', 99, 'Gardening'), 'Grow tomatoes');
    fakeContentApi({ entries: [...sampleEntries, orphan] });
    const { router } = await openResources(orphan.url);
    await until(() => pathname(router) === '/resources');
    expect(toasts()).toEqual([
      {
        kind: 'info',
        title: 'Category not found',
        text: 'We could not find that resources category. Here are our most recent articles.',
      },
    ]);
  });

  it('share: on small screens the dialog opens and closes; a network opens a 600x600 popup', async () => {
    fakeContentApi();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    await openResources(entry.url);
    await until(() => h1() === entry.title);
    const share = document.querySelector<HTMLButtonElement>('.res-share__toggle')!;
    expect(share.getAttribute('aria-haspopup')).toBe('dialog');
    await click(share);
    expect(byRole('dialog')?.textContent).toContain('Share this article');
    await click(byRole('dialog')!.querySelector('.ui-modal__close'));
    expect(byRole('dialog')).toBeNull();
    await click(share);
    const facebook = byRole('dialog')!.querySelector('a[aria-label="Share on Facebook"]')!;
    await click(facebook);
    expect(open).toHaveBeenCalledTimes(1);
    const [href, name, features] = open.mock.calls[0]!;
    expect(href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}${entry.url}`)}`,
    );
    expect(name).toBe('share');
    expect(features).toMatch(/width=600,height=600/);
    // Choosing a network closes the dialog.
    expect(byRole('dialog')).toBeNull();
  });
});

describe('/blog/{id}', () => {
  it('replaces the old address by the article’s canonical one', async () => {
    fakeContentApi();
    const { router } = await openResources('/blog/2');
    await until(() => pathname(router) === entry.url);
    await until(() => h1() === entry.title);
    expect(router.history.length).toBe(1);
  });

  it('an unknown entry: the article toast and the recent list', async () => {
    fakeContentApi();
    const { router } = await openResources('/blog/999');
    await until(() => pathname(router) === '/resources');
    expect(toasts().map((t) => t.title)).toEqual(['Could not load article']);
  });
});

describe('/resources/{category}', () => {
  it('shows the category’s name, intro, banner and title, and all its articles without Load More', async () => {
    const api = fakeContentApi();
    await openResources('/resources/plumbing');
    await until(() => cardTitles().length === 6);
    expect(h1()).toBe('Plumbing');
    expect(document.querySelector('.res-banner__text')?.textContent).toBe('All about plumbing.');
    expect(document.querySelector('.res-banner img')?.getAttribute('src')).toBe(
      '/api/forum/image/category-plumbing.svg',
    );
    expect(document.querySelector('[style]')).toBeNull();
    expect(document.title).toMatch(/^Plumbing Tips \| Home Warranty Resources \| /);
    expect(api.paths()).toContain('/api/forum/summaries/999999/2');
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Load More')).toBe(false);
  });

  it('an unknown category goes to /resources with an info toast', async () => {
    fakeContentApi();
    const { router } = await openResources('/resources/no-such-category');
    await until(() => pathname(router) === '/resources');
    expect(toasts()).toEqual([
      {
        kind: 'info',
        title: 'Category not found',
        text: 'We could not find that resources category. Here are our most recent articles.',
      },
    ]);
    expect(router.history.length).toBe(1);
  });
});
