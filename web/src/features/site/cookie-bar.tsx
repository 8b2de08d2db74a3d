/**
 * The cookie bar, under every page that has the footer: 'We value your privacy'
 * with a link to the privacy policy. See cookie-consent.ts for when it shows and goes.
 */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { consentCookie, hasConsentCookie, scrolledPastHalf } from './cookie-consent.ts';
import './cookie-bar.css';

export const COOKIE_BAR_TITLE = 'We value your privacy';

export function CookieBar() {
  const titleId = useId();
  const bar = useRef<HTMLElement>(null);
  // Decided once per page load: a cookie written by this bar does not hide it before it is dismissed.
  const [shown, setShown] = useState(() => typeof document !== 'undefined' && !hasConsentCookie(document.cookie));

  useEffect(() => {
    if (!shown) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox, and the bar writes one cookie.
    document.cookie = consentCookie(window.location);
    const onScroll = () => {
      const page = document.documentElement;
      if (scrolledPastHalf(window.scrollY, window.innerHeight, page.scrollHeight)) setShown(false);
    };
    const onPointer = (event: Event) => {
      if (bar.current && event.target instanceof Node && !bar.current.contains(event.target)) setShown(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Capture: a click that something else stops still counts as outside.
    document.addEventListener('click', onPointer, true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onPointer, true);
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <aside ref={bar} className="cookie-bar" aria-labelledby={titleId}>
      <div className="cookie-bar__text">
        <h2 id={titleId} className="cookie-bar__title">
          {m.cookie_bar_title()}
        </h2>
        <p>
          <RichMessage
            parts={m.cookie_bar_text.parts()}
            markup={{ link: (children) => <Link to="/privacy-policy">{children}</Link> }}
          />
        </p>
      </div>
      <button
        type="button"
        className="cookie-bar__close"
        aria-label={m.cookie_bar_close()}
        onClick={() => setShown(false)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
        </svg>
      </button>
    </aside>
  );
}
