import { m } from '@hw/shared/i18n';
import { lazyRouteComponent, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { AuthHost, ImpersonationBanner } from '#web/features/auth/index.ts';
import { ChatWidget, CookieBar } from '#web/features/site/index.ts';
import { runStartupCheck } from '#web/lib/api/index.ts';
import { showsChatWidgetFrom, useFeatureFlags } from '#web/lib/feature-flags.ts';
import { useSession } from '#web/lib/session/index.ts';
import { UiHost } from '#web/ui/index.ts';
import { NearViewport } from '#web/ui/near-viewport.tsx';
import { showGlobalNotices } from './global-notices.ts';
import { Header } from './header.tsx';
import { headerVariant, showsChatWidget, showsHeader } from './layout-rules.ts';
import { OfflinePageNotice } from './offline-page-notice.tsx';
import { PrivacyChoicesHost } from './privacy-choices-host.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

// The offer to merge accounts concerns a signed-in user only: its code loads with a sign-in.
const MergeOffer = lazy(() =>
  import('#web/features/account/profile/merge-offer.tsx').then((module) => ({ default: module.MergeOffer })),
);

/**
 * The footer (its links, the newsletter form, the install button): its code loads as the visitor first scrolls, taps
 * or types, and the prerendered footer is on screen until then. On a page short enough to show it at once, its links
 * work as plain links meanwhile, and a reader who only reads never loads it.
 */
const Footer = lazyRouteComponent(() => import('./footer.tsx'), 'Footer');
const loadFooter = () => Footer.preload?.() ?? Promise.resolve();

export function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { user, isImpersonated } = useSession();
  const userType = user?.userType;
  const variant = headerVariant(pathname, userType);
  const chatWidgetOn = showsChatWidgetFrom(useFeatureFlags().data);
  // A dialog prerendered with its page (the plan-type choice) sits outside #root: the app's own copy, drawn in
  // this same first render, takes its place before the screen is painted again.
  useLayoutEffect(() => {
    for (const copy of document.querySelectorAll('body > [data-prerendered]')) copy.remove();
  }, []);
  useEffect(() => {
    void runStartupCheck();
    void showGlobalNotices();
  }, []);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {m.skip_to_content()}
      </a>
      {/* One sticky block: a staff member acting as a customer keeps the banner in sight, above the header. */}
      <div className="app__top">
        {isImpersonated && (
          <Suspense fallback={null}>
            <ImpersonationBanner />
          </Suspense>
        )}
        {variant && <Header variant={variant} />}
      </div>
      <main id="main" className="app__main">
        <OfflinePageNotice pathname={pathname} />
        <Outlet />
      </main>
      {showsHeader(pathname) && (
        <NearViewport name="footer" load={loadFooter} untilInteraction>
          <Footer />
        </NearViewport>
      )}
      {showsHeader(pathname) && <CookieBar />}
      {showsChatWidget(pathname, userType) && chatWidgetOn && <ChatWidget />}
      <UpdatePrompt />
      <PrivacyChoicesHost />
      <AuthHost />
      {userType && (
        <Suspense fallback={null}>
          <MergeOffer />
        </Suspense>
      )}
      <UiHost />
    </div>
  );
}
