/**
 * /home-buyers-warranty: the intro with Place an Order, four callouts, the sub-navigation, the
 * quick order, OR, the real-estate plans by the year, the brochure, reviews from real estate professionals,
 * the local representatives and the benefits for realtors. A hash names a section and gives the page its
 * title and canonical address (hash-meta.ts). With canOrder off, Place an Order and the page itself send the
 * browser to the partner page.
 */
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

export const HOME_BUYERS_HEADING = 'Home Warranty for Real Estate Professionals';

const CALLOUTS: readonly { id: string; icon: IconName; title: string; text: string }[] = [
  {
    id: 'benefits',
    icon: 'book',
    title: 'Educational Tools',
    text: 'Guides on buying, selling and home care to share with your clients.',
  },
  {
    id: 'brochure',
    icon: 'brochure',
    title: 'Request a Brochure',
    text: 'Our plans on paper, in English or Spanish, ready for your next listing.',
  },
  {
    id: 'reviews',
    icon: 'star',
    title: 'Why Choose Us',
    text: 'Hear from agents and escrow officers who order with us every week.',
  },
  {
    id: 'your-local-representative',
    icon: 'pin',
    title: 'Local Reps',
    text: 'A representative in your market for training, brochures and orders.',
  },
];

export const HOME_BUYERS_SECTIONS = [
  { id: 'home-warranty-plans', label: 'Home Buyer Plans' },
  { id: 'reviews', label: `Why Choose ${brand.shortName}` },
  { id: 'your-local-representative', label: 'Meet your Representative' },
  { id: 'benefits', label: `Partner with ${brand.shortName}` },
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
        title={HOME_BUYERS_HEADING}
        eyebrow="For agents, brokers and escrow officers"
        art={<AgentIllustration className="mk-art" width={360} height={270} />}
        actions={
          <button
            type="button"
            className="button button--accent button--large"
            onClick={() => startOrder('realEstate')}
          >
            Place an Order
          </button>
        }
      >
        <p>
          Give your buyers a first year without surprise repair bills and your sellers peace of mind while the home is
          listed. Order in minutes, pay at closing, and count on a local representative who knows your market.
        </p>
      </Hero>

      <section className="mk-section mk-callouts" aria-labelledby={calloutsId}>
        <div className="mk-section__inner">
          <h2 id={calloutsId} className="visually-hidden">
            How we help real estate professionals
          </h2>
          <ul className="mk-callouts__list">
            {CALLOUTS.map((callout) => (
              <li key={callout.id}>
                <SectionLink id={callout.id} className="mk-callout">
                  <Icon name={callout.icon} size={32} className="mk-callout__icon" />
                  <span className="mk-callout__title">{callout.title}</span>
                  <span className="mk-callout__text">{callout.text}</span>
                </SectionLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SubNav label="Real estate page sections" items={HOME_BUYERS_SECTIONS} />

      <div className="mk-section mk-quick-order">
        <div className="mk-section__inner mk-quick-order__inner">
          <Suspense fallback={<p className="mk-muted">Loading the quick order form…</p>}>
            <QuickOrderSection />
          </Suspense>
        </div>
      </div>

      <p className="mk-or">OR</p>

      <PlansSection
        planType="realEstate"
        heading="Home Buyer Plans"
        intro={
          <p>
            Compare our plans for home buyers and sellers, priced for the year of coverage that starts at closing.
            Listing coverage is available while the home is on the market. Pick a plan to start your order with it.
          </p>
        }
      />
      <BrochureSection />
      <ReviewsSection group="realEstate" />
      <SalesRepsSection />
      <BenefitsSection />
    </>
  );
}
