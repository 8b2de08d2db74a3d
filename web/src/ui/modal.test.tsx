import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';
import { openModalCount } from './modal-stack.ts';
import { byRole, cleanup, click, press, render } from './render-for-test.tsx';

afterEach(cleanup);

function Harness(props: { closeOnEscape?: boolean; closeOnOverlay?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Hello"
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        closeOnEscape={props.closeOnEscape}
        closeOnOverlay={props.closeOnOverlay}
      >
        <input id="first" aria-label="First" />
        <button type="button" id="last">
          Last
        </button>
      </Modal>
    </>
  );
}

async function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  const rendered = await render(<Harness {...props} />);
  const opener = document.getElementById('opener')!;
  opener.focus();
  await click(opener);
  return rendered;
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus, locks scrolling and hides the page behind it', async () => {
    const { container } = await openHarness();
    const dialog = byRole('dialog')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Hello');
    expect(document.activeElement?.id).toBe('first');
    expect(document.documentElement.classList.contains('ui-scroll-locked')).toBe(true);
    expect(container.hasAttribute('inert')).toBe(true);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { container } = await openHarness();
    await press('Escape');
    expect(byRole('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
    expect(document.documentElement.classList.contains('ui-scroll-locked')).toBe(false);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(openModalCount()).toBe(0);
  });

  it('stays open on Escape and overlay clicks when so configured', async () => {
    await openHarness({ closeOnEscape: false, closeOnOverlay: false });
    await press('Escape');
    await click(document.querySelector('.ui-modal__overlay'));
    expect(byRole('dialog')).not.toBeNull();
  });

  it('closes on an overlay click but not on a click inside the panel', async () => {
    const onClose = vi.fn();
    await openHarness({ onClose });
    await click(document.getElementById('first'));
    expect(onClose).not.toHaveBeenCalled();
    await click(document.querySelector('.ui-modal__overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    await openHarness();
    document.getElementById('last')!.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.getElementById('last')!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    // The × button comes first in the panel.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
  });

  it('closes only the top dialog on Escape when two are open', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    await render(
      <>
        <Modal open title="Outer" onClose={outerClose}>
          <p>outer</p>
        </Modal>
        <Modal open title="Inner" onClose={innerClose}>
          <p>inner</p>
        </Modal>
      </>,
    );
    await press('Escape');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
    const [outer] = document.querySelectorAll('[data-ui-modal]');
    expect(outer?.hasAttribute('inert')).toBe(true);
  });
});
