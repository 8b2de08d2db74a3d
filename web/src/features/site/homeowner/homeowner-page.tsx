/**
 * /homeowner-warranty: the hero's Choose a Plan, Order Now, Request Quote, Request Repair and
 * Renew Your Warranty; the sub-navigation; the homeowner plans by the month; why choose us; homeowner
 * reviews; the quote form. With canOrder off the browser goes to the partner page on arrival.
 */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { brand } from '#web/lib/brand.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { Hero } from '../sections/hero.tsx';
import { HeroIllustration } from '../sections/illustrations.tsx';
import { PlansSection } from '../sections/plans-section.tsx';
import { QuoteSection } from '../sections/quote-section.tsx';
import { ReviewsSection } from '../sections/reviews-section.tsx';
import { useHashScroll } from '../sections/smooth-scroll.ts';
import { SectionLink, SubNav } from '../sections/sub-nav.tsx';
import { WhyChoose } from '../sections/why-choose.tsx';
import { useSiteSlots } from '../slots.tsx';

/** The sub-navigation's links, in the page's language. */
export const homeownerSections = () =>
  [
    { id: 'home-warranty-plans', label: m.homeowner_plans_heading() },
    { id: 'whylandmark', label: m.why_heading({ brand: brand.shortName }) },
    { id: 'reviews', label: m.reviews_homeowner_heading() },
  ] as const;

export function HomeownerPage() {
  const { RequestRepairButton, startOrder, useCanOrder, partnerUrl } = useSiteSlots();
  const canOrder = useCanOrder();
  useEffect(() => {
    if (!canOrder) window.location.replace(partnerUrl);
  }, [canOrder, partnerUrl]);
  const title = m.homeowner_title();
  usePageMeta({ title, description: m.homeowner_description(), canonical: '/homeowner-warranty' });
  useHashScroll();

  return (
    <>
      <Hero
        title={title}
        eyebrow={m.homeowner_eyebrow()}
        art={<HeroIllustration className="mk-art" />}
        actions={
          <>
            <SectionLink id="home-warranty-plans" className="button button--accent button--large">
              {m.homeowner_choose_plan()}
            </SectionLink>
            <button type="button" className="button button--light button--large" onClick={() => startOrder('consumer')}>
              {m.order_now()}
            </button>
            <SectionLink id="quote" className="button button--ghost-light button--large">
              {m.homeowner_request_quote()}
            </SectionLink>
            <RequestRepairButton className="button button--ghost-light button--large" />
            <Link to="/account" className="button button--ghost-light button--large">
              {m.homeowner_renew()}
            </Link>
          </>
        }
      >
        <p>{m.homeowner_intro({ brand: brand.name })}</p>
      </Hero>
      <SubNav label={m.homeowner_subnav_label()} items={homeownerSections()} />
      <PlansSection
        planType="consumer"
        heading={m.homeowner_plans_heading()}
        intro={<p>{m.homeowner_plans_intro()}</p>}
      />
      <WhyChoose />
      <ReviewsSection group="homeowner" />
      <QuoteSection />
    </>
  );
}
