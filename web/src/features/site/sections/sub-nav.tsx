/**
 * In-page links: a click puts the section's id in the address as its hash (the
 * page title and canonical link may follow it) and scrolls smoothly there; useHashScroll does the scroll.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { type ScrollOptions, scrollToId } from './smooth-scroll.ts';

export interface SubNavItem {
  /** The id of the section, the hash of the link. */
  id: string;
  label: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to a section of the page (hero buttons, callouts, the sub-navigation). */
export function SectionLink({
  id,
  className,
  children,
  scroll,
  current,
}: {
  id: string;
  className?: string;
  children: ReactNode;
  scroll?: ScrollOptions;
  /** Marks the link of the section the address names. */
  current?: boolean;
}) {
  const navigate = useNavigate();
  const hash = useRouterState({ select: (state) => state.location.hash });
  return (
    <a
      href={`#${id}`}
      className={className}
      aria-current={current && hash === id ? 'location' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        // The same hash again changes nothing in the address: scroll from here.
        if (hash === id) scrollToId(id, scroll);
        else void navigate({ to: '.', hash: id, hashScrollIntoView: false, resetScroll: false });
      }}
    >
      {children}
    </a>
  );
}

/** A page's sub-navigation to its sections. */
export function SubNav({ label, items }: { label: string; items: readonly SubNavItem[] }) {
  return (
    <nav className="mk-subnav" aria-label={label}>
      <ul className="mk-subnav__list">
        {items.map((item) => (
          <li key={item.id}>
            <SectionLink id={item.id} className="mk-subnav__link" current>
              {item.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
