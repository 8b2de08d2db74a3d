/** The login header and page of /account, /claim and /login for a signed-out visitor. */
import { messages } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useEffect, useLayoutEffect } from 'react';
import { usePageTitle } from '#web/lib/page-title.ts';
import { getSession, isLoginAutoOpenPaused, type LoginDialogOptions, openLoginDialog } from '#web/lib/session/index.ts';

export type SignedOutArea = 'account' | 'claim' | 'login';

const optionsFor = (area: SignedOutArea): LoginDialogOptions =>
  area === 'claim' ? { forRepair: true } : area === 'login' ? { goToAccount: true } : {};

export function SignedOutPage({ area }: { area: SignedOutArea }) {
  usePageTitle(area === 'claim' ? m.auth_claim_title() : messages.login.title);

  // The sign-in page's dialog is open from the app's first paint: it takes the place of the form prerendered with
  // the page (its code came with the route).
  useLayoutEffect(() => {
    if (area !== 'login' || isLoginAutoOpenPaused() || getSession().isAuthenticated) return;
    openLoginDialog(optionsFor(area));
  }, [area]);

  // Elsewhere the login dialog opens once the window has loaded.
  useEffect(() => {
    // Signed in already: this page is only on its way out (the guard is being re-run).
    if (area === 'login' || isLoginAutoOpenPaused() || getSession().isAuthenticated) return;
    const open = () => openLoginDialog(optionsFor(area));
    if (document.readyState === 'complete') {
      open();
      return;
    }
    window.addEventListener('load', open, { once: true });
    return () => window.removeEventListener('load', open);
  }, [area]);

  return (
    <>
      <header className="auth-banner">
        <div className="auth-banner__inner">
          <h1>{area === 'claim' ? m.auth_claim_title() : messages.login.title}</h1>
        </div>
      </header>
      <section className="page page--narrow auth-page">
        <h2>{area === 'claim' ? messages.login.repairTitle : messages.login.title}</h2>
        <p>{m.auth_signed_out_text()}</p>
        <button type="button" className="button button--primary" onClick={() => openLoginDialog(optionsFor(area))}>
          {m.auth_login()}
        </button>
      </section>
    </>
  );
}
