/** Renders a React tree into the test document (unit tests only). */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  rerender(node: ReactNode): Promise<void>;
  unmount(): void;
}

const mounted = new Set<Rendered>();

export async function render(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(node));
  const rendered: Rendered = {
    container,
    rerender: (next) => act(async () => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      mounted.delete(rendered);
    },
  };
  mounted.add(rendered);
  return rendered;
}

export function cleanup(): void {
  for (const rendered of [...mounted]) rendered.unmount();
  document.body.innerHTML = '';
}

export async function press(key: string, target: Element = document.activeElement ?? document.body): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

export async function click(target: Element | null): Promise<void> {
  if (!target) throw new Error('Nothing to click');
  await act(async () => {
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    (target as HTMLElement).click();
  });
}

export const byRole = (role: string): HTMLElement | null => document.querySelector<HTMLElement>(`[role="${role}"]`);

/** The event loop's own timer, kept before any test fakes the clock. */
const turnOfEventLoop = globalThis.setTimeout;

/**
 * Lets pending work finish: promises, React updates and the device's database, `rounds` times (a chain of
 * requests needs one round per step). It turns the real event loop even under fake timers, so a test that fakes
 * the clock to pass a product's delay still lets that work finish; the faked timers move only when it advances them.
 */
export async function settle(rounds = 1): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((resolve) => turnOfEventLoop(resolve, 0)));
}
