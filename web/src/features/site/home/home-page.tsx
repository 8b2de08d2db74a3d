/**
 * /: the hero with Order Now, Request Repair and See Plans & Pricing, the company in figures,
 * the real-estate and contractor sections, customer reviews and the quote banner. `?MarketingSourceId=`
 * is kept for the order (lib/marketing-source.ts).
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { rememberMarketingSource } from '#web/lib/marketing-source.ts';
import { Hero } from '../sections/hero.tsx';
import { AgentIllustration, ContractorIllustration, HeroIllustration } from '../sections/illustrations.tsx';
import { OrderNowButton } from '../sections/order-now-button.tsx';
import { QuoteBanner } from '../sections/quote-banner.tsx';
import { ReviewsSection } from '../sections/reviews-section.tsx';
import { SiteClaims } from '../sections/site-claims.tsx';
import { useHashScroll } from '../sections/smooth-scroll.ts';
import { useSiteSlots } from '../slots.tsx';

export const HOME_TITLE = 'Home Warranty Plans';
export const HOME_HEADING = 'Home warranty protection that shows up when you need it';

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Request a repair',
    text: 'Open a claim online at any hour, or call us. Tell us what stopped working and when you are home.',
  },
  {
    title: 'Meet your contractor',
    text: 'We assign a licensed local contractor within 24 hours, and they call you to set up the visit.',
  },
  {
    title: 'Pay only the service fee',
    text: 'Covered items are repaired or replaced. You pay the service call fee you chose, not the repair bill.',
  },
];

function SplitSection({
  id,
  heading,
  art,
  reverse,
  children,
}: {
  id: string;
  heading: string;
  art: React.ReactNode;
  reverse?: boolean;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className="mk-section" aria-labelledby={headingId}>
      <div className={reverse ? 'mk-section__inner mk-split mk-split--reverse' : 'mk-section__inner mk-split'}>
        <div className="mk-split__text">
          <h2 id={headingId}>{heading}</h2>
          {children}
        </div>
        <div className="mk-split__art">{art}</div>
      </div>
    </section>
  );
}

export function HomePage({ marketingSourceId }: { marketingSourceId?: string }) {
  const { RequestRepairButton } = useSiteSlots();
  const stepsHeading = useId();
  usePageMeta({
    title: HOME_TITLE,
    description:
      `${brand.name}: home warranty plans from $35 a month in Arizona, Idaho, Nevada, Oregon, Texas and Utah. ` +
      'A licensed contractor within 24 hours of your claim.',
    canonical: '/',
  });
  useHashScroll();
  useEffect(() => rememberMarketingSource(marketingSourceId), [marketingSourceId]);

  return (
    <>
      <Hero
        title={HOME_HEADING}
        eyebrow="Arizona · Idaho · Nevada · Oregon · Texas · Utah"
        art={<HeroIllustration className="mk-art" />}
        artOnPhones
        actions={
          <>
            <OrderNowButton className="button button--accent button--large" />
            <RequestRepairButton className="button button--light button--large" />
            <Link
              to="/homeowner-warranty"
              hash="home-warranty-plans"
              className="button button--ghost-light button--large"
            >
              See Plans &amp; Pricing
            </Link>
          </>
        }
      >
        <p>
          When your air conditioner quits in July or the water heater floods the garage, one call or a few taps gets a
          licensed local contractor on the way. Plans start at $35 a month, and you pay a set service fee instead of the
          repair bill.
        </p>
      </Hero>

      <SiteClaims />

      <section className="mk-section mk-section--alt" aria-labelledby={stepsHeading}>
        <div className="mk-section__inner">
          <h2 id={stepsHeading}>How a repair works</h2>
          <ol className="mk-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="mk-steps__item">
                <span className="mk-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <SplitSection
        id="real-estate"
        heading="For real estate professionals"
        art={<AgentIllustration className="mk-art" />}
      >
        <p>
          A home warranty helps listings stand out and gives buyers a soft landing in their first year. Agents, brokers
          and escrow officers order in minutes with our quick order form, and coverage can start while the home is still
          listed.
        </p>
        <ul className="mk-checklist">
          <li>Listing coverage for sellers while the home is on the market</li>
          <li>Plans paid at closing through escrow</li>
          <li>A local representative in every state we serve</li>
        </ul>
        <div className="mk-actions">
          <Link to="/home-buyers-warranty" className="button button--primary">
            Real Estate Plans
          </Link>
          <Link to="/home-buyers-warranty" hash="your-local-representative" className="button button--ghost">
            Find Your Local Rep
          </Link>
        </div>
      </SplitSection>

      <SplitSection
        id="contractors"
        heading="For contractors"
        art={<ContractorIllustration className="mk-art" />}
        reverse
      >
        <p>
          Plumbing, electrical, HVAC and appliance pros: fill your schedule with warranty customers near you. We send
          the work, supply major parts and pay your labor, so you can spend your day on repairs instead of sales.
        </p>
        <div className="mk-actions">
          <Link to="/contractors" className="button button--primary">
            Become a Contractor
          </Link>
        </div>
      </SplitSection>

      <ReviewsSection group="customer" />
      <QuoteBanner />
    </>
  );
}
