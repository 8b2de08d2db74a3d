/**
 * A section far below the fold whose code a visitor may never need: it is loaded (`load`) and rendered once the
 * section comes near the viewport or the visitor scrolls, taps or types, or at once when `eager` (with
 * `untilInteraction`, only once the visitor scrolls, taps or types, even when it is in view). Until then the
 * section shows what the prerendered page had in its place (the same markup, its controls still waiting for the
 * app). A page the app renders itself (moving within the app) has no such copy: the section loads at once. The
 * prerender tells each page of a scroll, so it renders the section.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below (or above) the viewport a section starts loading. */
const NEAR_MARGIN = '200px 0px';
const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

const copySelector = (name: string) => `[data-near-viewport="${name}"]:not([data-loaded])`;

/** Whether the page on screen is the prerendered one with a copy of the section: it can wait. */
export const hasPrerenderedCopy = (name: string): boolean => document.querySelector(copySelector(name)) !== null;

/**
 * The markup of the section's prerendered copy, as the app draws it again. The build writes no style attribute (the
 * Content-Security-Policy refuses them); one found here was put on an element as the page ran (a browser's or a
 * tool's own styling, such as a hidden caret), and written back it would be refused: it is left out.
 */
function prerenderedCopy(name: string): string | null {
  const copy = document.querySelector(copySelector(name))?.cloneNode(true);
  if (!(copy instanceof Element)) return null;
  for (const styled of copy.querySelectorAll('[style]')) styled.removeAttribute('style');
  return copy.innerHTML;
}

export function NearViewport({
  name,
  eager = false,
  untilInteraction = false,
  load,
  children,
}: {
  /** Names the section in the page's markup (`data-near-viewport`), where the prerendered copy is found. */
  name: string;
  eager?: boolean;
  /** The prerendered copy serves a visitor who only reads it (plain links): its code waits for their first move. */
  untilInteraction?: boolean;
  /** The section's code (and data), loaded before it is shown: the prerendered copy stays until then. */
  load?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);
  const [prerendered] = useState(() => prerenderedCopy(name));
  const box = useRef<HTMLDivElement>(null);
  const wanted = near || eager || prerendered === null;

  useEffect(() => {
    if (wanted) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: NEAR_MARGIN,
    });
    if (box.current && !untilInteraction) observer.observe(box.current);
    for (const event of INTERACTIONS) window.addEventListener(event, show, { passive: true });
    return () => {
      observer.disconnect();
      for (const event of INTERACTIONS) window.removeEventListener(event, show);
    };
  }, [wanted, untilInteraction]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const done = () => current && setReady(true);
    (load?.() ?? Promise.resolve()).then(done, done);
    return () => {
      current = false;
    };
  }, [wanted, load]);

  return ready ? (
    <div data-near-viewport={name} data-loaded="">
      {children}
    </div>
  ) : (
    // The prerendered copy is this page's own markup, written by the build.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup
    <div data-near-viewport={name} ref={box} dangerouslySetInnerHTML={{ __html: prerendered ?? '' }} />
  );
}
