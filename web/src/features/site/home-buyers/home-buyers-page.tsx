/**
 * /home-buyers-warranty: the intro with Place an Order, four callouts, the sub-navigation, the
 * quick order, OR, the real-estate plans by the year, the brochure, reviews from real estate professionals,
 * the local representatives and the benefits for realtors. A hash names a section and gives the page its
 * title and canonical address (hash-meta.ts). With canOrder off, Place an Order and the page itself send the
 * browser to the partner page.
 */
import { m } from '@hw/shared/i18n';
import { Suspense, useEffect, useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { Hero } from '../sections/hero.tsx';
import { Icon, type IconName } from '../sections/icons.tsx';
import { AgentIllustration } from '../sections/illustrations.tsx';
import { PlansSection } from '../sections/plans-section.tsx';
import { ReviewsSection } from '../sections/reviews-section.tsx';
import { useHashScroll } from '../sections/smooth-scroll.ts';
import { SectionLink, SubNav } from '../sections/sub-nav.tsx';
import { useSiteSlots } from '../slots.tsx';
import { BenefitsSection } from './benefits-section.tsx';
import { BrochureSection } from './brochure-section.tsx';
import { homeBuyersMeta } from './hash-meta.ts';
import { SalesRepsSection } from './sales-reps-section.tsx';

const CALLOUTS: readonly { id: string; icon: IconName; title: () => string; text: () => string }[] = [
  { id: 'benefits', icon: 'book', title: m.home_buyers_callout_tools_title, text: m.home_buyers_callout_tools_text },
  {
    id: 'brochure',
    icon: 'brochure',
    title: m.home_buyers_callout_brochure_title,
    text: m.home_buyers_callout_brochure_text,
  },
  { id: 'reviews', icon: 'star', title: m.home_buyers_callout_why_title, text: m.home_buyers_callout_why_text },
  {
    id: 'your-local-representative',
    icon: 'pin',
    title: m.home_buyers_callout_reps_title,
    text: m.home_buyers_callout_reps_text,
  },
];

/** The sub-navigation's links, in the page's language. */
export const homeBuyersSections = () =>
  [
    { id: 'home-warranty-plans', label: m.home_buyers_plans_heading() },
    { id: 'reviews', label: m.home_buyers_section_why({ brand: brand.shortName }) },
    { id: 'your-local-representative', label: m.home_buyers_section_reps() },
    { id: 'benefits', label: m.benefits_heading({ brand: brand.shortName }) },
  ] as const;

export function HomeBuyersPage() {
  const { QuickOrderSection, startOrder, useCanOrder, partnerUrl } = useSiteSlots();
  const calloutsId = useId();
  const canOrder = useCanOrder();
  useEffect(() => {
    if (!canOrder) window.location.replace(partnerUrl);
  }, [canOrder, partnerUrl]);
  const hash = useHashScroll();
  usePageMeta(homeBuyersMeta(hash));

  return (
    <>
      <Hero
        title={m.home_buyers_heading()}
        eyebrow={m.home_buyers_eyebrow()}
        art={<AgentIllustration className="mk-art" width={360} height={270} />}
        actions={
          <button
            type="button"
            className="button button--accent button--large"
            onClick={() => startOrder('realEstate')}
          >
            {m.home_buyers_place_order()}
          </button>
        }
      >
        <p>{m.home_buyers_intro()}</p>
      </Hero>

      <section className="mk-section mk-callouts" aria-labelledby={calloutsId}>
        <div className="mk-section__inner">
          <h2 id={calloutsId} className="visually-hidden">
            {m.home_buyers_callouts_heading()}
          </h2>
          <ul className="mk-callouts__list">
            {CALLOUTS.map((callout) => (
              <li key={callout.id}>
                <SectionLink id={callout.id} className="mk-callout">
                  <Icon name={callout.icon} size={32} className="mk-callout__icon" />
                  <span className="mk-callout__title">{callout.title()}</span>
                  <span className="mk-callout__text">{callout.text()}</span>
                </SectionLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SubNav label={m.home_buyers_subnav_label()} items={homeBuyersSections()} />

      <div className="mk-section mk-quick-order">
        <div className="mk-section__inner mk-quick-order__inner">
          <Suspense fallback={<p className="mk-muted">{m.home_buyers_quick_order_loading()}</p>}>
            <QuickOrderSection />
          </Suspense>
        </div>
      </div>

      <p className="mk-or">{m.home_buyers_or()}</p>

      <PlansSection
        planType="realEstate"
        heading={m.home_buyers_plans_heading()}
        intro={<p>{m.home_buyers_plans_intro()}</p>}
      />
      <BrochureSection />
      <ReviewsSection group="realEstate" />
      <SalesRepsSection />
      <BenefitsSection />
    </>
  );
}
