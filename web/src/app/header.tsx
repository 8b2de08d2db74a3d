import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { openLoginDialog, useSession } from '#web/lib/session/index.ts';
import { HEADER_SCROLL_OFFSET } from './layout-rules.ts';

export function Header() {
  const { isAuthenticated } = useSession();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_OFFSET);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={scrolled ? 'site-header site-header--scrolled' : 'site-header'}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${brand.name} home`}>
          <img src="/icons/icon.svg" alt="" width="36" height="36" />
          <span>{brand.name}</span>
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <Link to="/homeowner-warranty">Homeowner</Link>
          <Link to="/home-buyers-warranty">Real Estate</Link>
          <Link to="/contractors">Contractors</Link>
        </nav>
        <div className="site-header__actions">
          <a className="site-header__phone" href={`tel:${brand.phone}`}>
            {brand.phone}
          </a>
          <a className="icon-button site-header__phone-icon" href={`tel:${brand.phone}`}>
            <span className="visually-hidden">Call {brand.phone}</span>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
          </a>
          {/* Request Repair needs sign-in: signed out it asks for it on the claim page, signed in it opens the account. */}
          {isAuthenticated ? (
            <Link to="/account" className="button button--accent">
              Request Repair
            </Link>
          ) : (
            <Link to="/claim" className="button button--accent" onClick={() => openLoginDialog({ forRepair: true })}>
              Request Repair
            </Link>
          )}
          <Link to="/account" className="button button--ghost">
            {isAuthenticated ? 'Account' : 'Login'}
          </Link>
        </div>
      </div>
    </header>
  );
}
