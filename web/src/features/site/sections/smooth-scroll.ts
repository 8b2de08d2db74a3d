/**
 * Smooth scrolling to a section (500 ms with an offset of -75; -40 on the contractors
 * page). The sticky header covers the top of the window, so a section never lands under it: the offset is
 * the larger of that offset and the header's height. Visitors who ask for reduced motion jump instead.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

export const SCROLL_DURATION_MS = 500;
export const SCROLL_OFFSET = 75;
export const CONTRACTORS_SCROLL_OFFSET = 40;

export interface ScrollOptions {
  offset?: number;
  durationMs?: number;
}

let running: number | null = null;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function headerHeight(): number {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header || getComputedStyle(header).position !== 'sticky') return 0;
  return header.getBoundingClientRect().height;
}

/** Where the window scrolls to bring the element below the header and the offset. */
export function scrollTargetOf(element: Element, offset = SCROLL_OFFSET): number {
  const top = element.getBoundingClientRect().top + window.scrollY - Math.max(offset, headerHeight());
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(top, Math.max(max, 0)));
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to the element in `durationMs`; a new scroll replaces one under way. */
export function scrollToElement(element: Element, { offset = SCROLL_OFFSET, durationMs = SCROLL_DURATION_MS } = {}) {
  if (running !== null) cancelAnimationFrame(running);
  running = null;
  const target = scrollTargetOf(element, offset);
  const start = window.scrollY;
  if (prefersReducedMotion() || durationMs <= 0 || typeof requestAnimationFrame === 'undefined') {
    window.scrollTo({ top: target, behavior: 'auto' });
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    window.scrollTo({ top: start + (target - start) * easeInOut(progress), behavior: 'auto' });
    running = progress < 1 ? requestAnimationFrame(step) : null;
  };
  running = requestAnimationFrame(step);
}

/** Scrolls to the element with this id, if the page has it; says whether it did. */
export function scrollToId(id: string, options?: ScrollOptions): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollToElement(element, options);
  return true;
}

/** How long the page may still be filling in (plans, reviews) after a hash scroll, and keeps it in place. */
const SETTLE_MS = 3000;

/**
 * Scrolls to the section the address's hash names, on arrival and whenever the hash changes. Sections
 * above it that load later move it down; until the visitor scrolls or the page has settled, it is kept in
 * view. Without a hash nothing happens (the router puts a new page at the top).
 */
export function useHashScroll(options?: ScrollOptions): string {
  const hash = useRouterState({ select: (state) => state.location.hash });
  const offset = options?.offset;
  const durationMs = options?.durationMs;
  useEffect(() => {
    if (!hash) return;
    const scrollOptions = {
      ...(offset !== undefined ? { offset } : {}),
      ...(durationMs !== undefined ? { durationMs } : {}),
    };
    let element = document.getElementById(hash);
    if (element) scrollToElement(element, scrollOptions);
    let settled = false;
    const stop = () => {
      settled = true;
    };
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const name of events) window.addEventListener(name, stop, { passive: true, once: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (settled) return;
            element = document.getElementById(hash);
            if (element) window.scrollTo({ top: scrollTargetOf(element, offset), behavior: 'auto' });
          });
    // The first change is after the smooth scroll: the jump then lands where the animation was going.
    const watch = setTimeout(() => observer?.observe(document.body), (durationMs ?? SCROLL_DURATION_MS) + 50);
    const done = setTimeout(stop, SETTLE_MS);
    return () => {
      stop();
      clearTimeout(watch);
      clearTimeout(done);
      observer?.disconnect();
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, [hash, offset, durationMs]);
  return hash;
}
