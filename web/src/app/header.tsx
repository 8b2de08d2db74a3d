/**
 * The app header. Wide screens (1024 px and up) show the phone number as plain text
 * and labelled buttons; tablets and phones show icon buttons (the phone one calls), whose labels stay for
 * assistive technology. Request Repair opens the service request dialog (features/claims), after a sign-in
 * when needed. On the account and claim area it carries its account variant: a slim bar under
 * the main bar names the area and, signed in, the user.
 */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { LanguageSwitch } from '#web/lib/i18n/index.ts';
import { openLoginDialog, type Session, useSession } from '#web/lib/session/index.ts';
import './header.css';
import { type HeaderVariant, isHeaderScrolled } from './layout-rules.ts';
import { isPlainClick, RequestRepairButton } from './request-repair-button.tsx';

/**
 * The brand's mark (public/icons/icon.svg), drawn in the page: a prerendered page paints it without a request
 * of its own.
 */
function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 512 512" width={size} height={size} aria-hidden="true">
      <rect width="512" height="512" rx="96" fill="#0b4f6c" />
      <path d="M256 104 96 236h40v172h96V300h48v108h96V236h40z" fill="#fff" />
      <path d="M232 228h48v24h24v48h-24v24h-48v-24h-24v-48h24z" fill="#c2410c" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg className="site-header__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z"
      />
    </svg>
  );
}

function AccountButton({ isAuthenticated }: { isAuthenticated: boolean }) {
  if (isAuthenticated) {
    return (
      <Link to="/account" className="button button--ghost site-header__account">
        <PersonIcon />
        <span className="site-header__label">{m.header_account()}</span>
      </Link>
    );
  }
  return (
    <Link
      to="/account"
      className="button button--ghost site-header__account"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openLoginDialog({ goToAccount: true });
      }}
    >
      <PersonIcon />
      <span className="site-header__label">{m.header_login()}</span>
    </Link>
  );
}

function AccountAreaBar({ user }: { user: Session['user'] }) {
  return (
    <div className="site-header__area">
      <div className="site-header__area-inner">
        <Link to="/account" className="site-header__area-title">
          {m.header_my_account()}
        </Link>
        {user && (
          <span className="site-header__user" translate="no">
            {`${user.firstName} ${user.lastName}`.trim() || user.email}
          </span>
        )}
      </div>
    </div>
  );
}

/** The contractor's compact app header: the logo, the area and the user, no marketing links or buttons. */
function AppHeader({ user }: { user: Session['user'] }) {
  return (
    <header className="app-header" data-variant="app">
      <Link to="/" className="app-header__logo" aria-label={m.header_home_link({ brand: brand.name })}>
        <BrandMark size={28} />
      </Link>
      <Link to="/account" className="app-header__title">
        {m.header_my_account()}
      </Link>
      {user && (
        <span className="app-header__user" translate="no">
          {`${user.firstName} ${user.lastName}`.trim() || user.email}
        </span>
      )}
    </header>
  );
}

export function Header({ variant = 'site' }: { variant?: HeaderVariant }) {
  const { user } = useSession();
  if (variant === 'app') return <AppHeader user={user} />;
  return <SiteHeader variant={variant} />;
}

function SiteHeader({ variant }: { variant: Exclude<HeaderVariant, 'app'> }) {
  const { isAuthenticated, user } = useSession();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(isHeaderScrolled(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const classes = ['site-header', `site-header--${variant}`, scrolled ? 'site-header--scrolled' : ''];
  return (
    <header className={classes.filter(Boolean).join(' ')} data-variant={variant}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={m.header_home_link({ brand: brand.name })}>
          <BrandMark size={36} />
          <span>{brand.name}</span>
        </Link>
        <nav className="site-header__nav" aria-label={m.header_nav_label()}>
          <Link to="/homeowner-warranty">{m.header_homeowner()}</Link>
          <Link to="/home-buyers-warranty">{m.header_real_estate()}</Link>
          <Link to="/contractors">{m.header_contractors()}</Link>
        </nav>
        <div className="site-header__actions">
          <span className="site-header__phone">{brand.phone}</span>
          <a className="icon-button site-header__phone-icon" href={`tel:${brand.phone}`}>
            <span className="visually-hidden">{m.header_call({ phone: brand.phone })}</span>
            <PhoneIcon />
          </a>
          {/* Request Repair needs sign-in: signed out it asks for it on the claim page; signed in it opens the
              service request dialog on the account page. */}
          <RequestRepairButton />
          <LanguageSwitch className="site-header__language" />
          <AccountButton isAuthenticated={isAuthenticated} />
        </div>
      </div>
      {variant === 'account' && <AccountAreaBar user={user} />}
    </header>
  );
}
