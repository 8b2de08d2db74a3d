/**
 * /homeowner-warranty: the hero's Choose a Plan, Order Now, Request Quote, Request Repair and
 * Renew Your Warranty; the sub-navigation; the homeowner plans by the month; why choose us; homeowner
 * reviews; the quote form. With canOrder off the browser goes to the partner page on arrival.
 */
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

export const HOMEOWNER_TITLE = 'Home Warranty Plans for Homeowners';

export const HOMEOWNER_SECTIONS = [
  { id: 'home-warranty-plans', label: 'Compare Home Warranty Plans' },
  { id: 'whylandmark', label: `Why Choose ${brand.shortName}?` },
  { id: 'reviews', label: 'Homeowner Reviews' },
] as const;

export function HomeownerPage() {
  const { RequestRepairButton, startOrder, useCanOrder, partnerUrl } = useSiteSlots();
  const canOrder = useCanOrder();
  useEffect(() => {
    if (!canOrder) window.location.replace(partnerUrl);
  }, [canOrder, partnerUrl]);
  usePageMeta({
    title: HOMEOWNER_TITLE,
    description:
      'Compare home warranty plans for your home, from $35 a month. Coverage for heating, air conditioning, ' +
      'plumbing, electrical and appliances in Arizona, Idaho, Nevada, Oregon, Texas and Utah.',
    canonical: '/homeowner-warranty',
  });
  useHashScroll();

  return (
    <>
      <Hero
        title={HOMEOWNER_TITLE}
        eyebrow="For homeowners"
        art={<HeroIllustration className="mk-art" />}
        actions={
          <>
            <SectionLink id="home-warranty-plans" className="button button--accent button--large">
              Choose a Plan
            </SectionLink>
            <button type="button" className="button button--light button--large" onClick={() => startOrder('consumer')}>
              Order Now
            </button>
            <SectionLink id="quote" className="button button--ghost-light button--large">
              Request Quote
            </SectionLink>
            <RequestRepairButton className="button button--ghost-light button--large" />
            <Link to="/account" className="button button--ghost-light button--large">
              Renew Your Warranty
            </Link>
          </>
        }
      >
        <p>
          Appliances and home systems wear out on their own schedule. A {brand.name} plan covers the repair or
          replacement of what breaks from normal wear and tear, for a set service fee, with a licensed local contractor
          assigned within 24 hours.
        </p>
      </Hero>
      <SubNav label="Homeowner page sections" items={HOMEOWNER_SECTIONS} />
      <PlansSection
        planType="consumer"
        heading="Compare Home Warranty Plans"
        intro={
          <p>
            Three plans, from the home systems you use every day to full coverage of your kitchen and laundry
            appliances. Add pool, well, septic and more when you order. Pick a plan to start your order with it.
          </p>
        }
      />
      <WhyChoose />
      <ReviewsSection group="homeowner" />
      <QuoteSection />
    </>
  );
}
