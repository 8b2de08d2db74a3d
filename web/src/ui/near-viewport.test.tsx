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

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
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
