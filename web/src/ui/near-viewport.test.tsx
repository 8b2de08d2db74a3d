import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport.tsx';
import { cleanup, render } from './render-for-test.tsx';

/** The page's prerendered copy of a section, as the build wrote it. */
function prerenderedCopy(html: string): void {
  const copy = document.createElement('div');
  copy.dataset.nearViewport = 'footer';
  copy.innerHTML = html;
  document.body.append(copy);
}

/** The observer's callbacks: `inView()` tells each observed section it is in the viewport. */
let observed: (() => void)[] = [];
const inView = () => {
  for (const report of observed) report();
};

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        observed.push(() => this.callback([{ isIntersecting: true }]));
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NearViewport', () => {
  it("shows the prerendered copy until the visitor scrolls, then the section's own render", async () => {
    prerenderedCopy('<p>Prerendered footer</p>');
    const load = vi.fn(() => Promise.resolve());
    const { container } = await render(
      <NearViewport name="footer" load={load}>
        <p>Live footer</p>
      </NearViewport>,
    );
    expect(container.textContent).toBe('Prerendered footer');
    expect(load).not.toHaveBeenCalled();

    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(load).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('Live footer');
  });

  it('loads a section in view at once, but one that waits for an interaction only when the visitor moves', async () => {
    prerenderedCopy('<p>Prerendered footer</p>');
    const nearLoad = vi.fn(() => Promise.resolve());
    const waitingLoad = vi.fn(() => Promise.resolve());
    const { container } = await render(
      <>
        <NearViewport name="footer" load={nearLoad}>
          <p>Live near</p>
        </NearViewport>
        <NearViewport name="footer" load={waitingLoad} untilInteraction>
          <p>Live waiting</p>
        </NearViewport>
      </>,
    );
    await act(async () => inView());
    expect(nearLoad).toHaveBeenCalledOnce();
    expect(waitingLoad).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Live nearPrerendered footer');

    await act(async () => window.dispatchEvent(new Event('pointerdown')));
    expect(waitingLoad).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('Live nearLive waiting');
  });

  it('draws the copy without a style attribute put on it as the page ran (the CSP would refuse it)', async () => {
    prerenderedCopy('<form><input id="email" disabled><button disabled>Subscribe</button></form>');
    // As a browser or a tool does while the page runs (a hidden caret for a screenshot).
    document.querySelector('#email')?.setAttribute('style', 'caret-color: transparent !important;');
    const { container } = await render(
      <NearViewport name="footer">
        <p>Live footer</p>
      </NearViewport>,
    );
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('input[disabled]')).not.toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Subscribe');
  });
});
