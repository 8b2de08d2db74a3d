/**
 * /: the hero with Order Now, Request Repair and See Plans & Pricing, the company in figures,
 * the real-estate and contractor sections, customer reviews and the quote banner. `?MarketingSourceId=`
 * is kept for the order (lib/marketing-source.ts).
 */
import { m } from '@hw/shared/i18n';
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

/** The three steps of a repair, each a title and its text. */
const STEPS = [
  { title: m.home_step1_title, text: m.home_step1_text },
  { title: m.home_step2_title, text: m.home_step2_text },
  { title: m.home_step3_title, text: m.home_step3_text },
] as const;

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
    title: m.home_title(),
    description: m.home_description({ brand: brand.name }),
    canonical: '/',
  });
  useHashScroll();
  useEffect(() => rememberMarketingSource(marketingSourceId), [marketingSourceId]);

  return (
    <>
      <Hero
        title={m.home_heading()}
        eyebrow={m.home_eyebrow()}
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
              {m.home_see_plans()}
            </Link>
          </>
        }
      >
        <p>{m.home_intro()}</p>
      </Hero>

      <SiteClaims />

      <section className="mk-section mk-section--alt" aria-labelledby={stepsHeading}>
        <div className="mk-section__inner">
          <h2 id={stepsHeading}>{m.home_steps_heading()}</h2>
          <ol className="mk-steps">
            {STEPS.map((step, index) => (
              <li key={step.title()} className="mk-steps__item">
                <span className="mk-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title()}</h3>
                <p>{step.text()}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <SplitSection
        id="real-estate"
        heading={m.home_real_estate_heading()}
        art={<AgentIllustration className="mk-art" />}
      >
        <p>{m.home_real_estate_text()}</p>
        <ul className="mk-checklist">
          <li>{m.home_real_estate_point1()}</li>
          <li>{m.home_real_estate_point2()}</li>
          <li>{m.home_real_estate_point3()}</li>
        </ul>
        <div className="mk-actions">
          <Link to="/home-buyers-warranty" className="button button--primary">
            {m.home_real_estate_plans()}
          </Link>
          <Link to="/home-buyers-warranty" hash="your-local-representative" className="button button--ghost">
            {m.home_find_rep()}
          </Link>
        </div>
      </SplitSection>

      <SplitSection
        id="contractors"
        heading={m.home_contractors_heading()}
        art={<ContractorIllustration className="mk-art" />}
        reverse
      >
        <p>{m.home_contractors_text()}</p>
        <div className="mk-actions">
          <Link to="/contractors" className="button button--primary">
            {m.home_become_contractor()}
          </Link>
        </div>
      </SplitSection>

      <ReviewsSection group="customer" />
      <QuoteBanner />
    </>
  );
}
