/**
 * /contractors: 'Become a Home Warranty Contractor!', the pitch, Begin Application (an e-mail to
 * the contractor-applications address with the subject and questionnaire of shared/src/contractor-
 * application.ts), See Benefits (a smooth scroll to the benefits, offset -40, 500 ms) and contractor reviews.
 * Contractors have no account on this page.
 */
import { CONTRACTOR_LIABILITY_REQUIREMENT, contractorApplicationMailto } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { brand } from '#web/lib/brand.ts';
import { money } from '#web/lib/format.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { Hero } from '../sections/hero.tsx';
import { Icon, type IconName } from '../sections/icons.tsx';
import { ContractorIllustration } from '../sections/illustrations.tsx';
import { ReviewsSection } from '../sections/reviews-section.tsx';
import { CONTRACTORS_SCROLL_OFFSET, useHashScroll } from '../sections/smooth-scroll.ts';
import { SectionLink } from '../sections/sub-nav.tsx';

export const CONTRACTORS_HEADING = 'Become a Home Warranty Contractor!';
const SCROLL = { offset: CONTRACTORS_SCROLL_OFFSET };

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'calendar',
    title: 'More business',
    text: 'Steady work orders from warranty customers near you, in the trades and cities you choose to serve.',
  },
  {
    icon: 'chart',
    title: 'Revenue growth',
    text: 'Fill slow weeks and off-seasons with warranty work that comes to you, in the areas you choose.',
  },
  {
    icon: 'handshake',
    title: 'Customers who call you back',
    text: 'Over 70,000 homeowners rely on our network. Do good work and they ask for you again, covered or not.',
  },
  {
    icon: 'box',
    title: 'Major parts supplied',
    text: 'We source and ship major parts such as compressors and water heaters, so you are not carrying the cost.',
  },
  {
    icon: 'savings',
    title: 'Labor paid',
    text: 'Agreed labor rates, paid on time. The homeowner pays you only the service call fee at the visit.',
  },
  {
    icon: 'laptop',
    title: 'Tools that work in the field',
    text: 'Dispatch tickets, parts, notes and photos in one app that keeps working in attics and crawl spaces.',
  },
];

const STEPS: readonly string[] = [
  'Send us your application by e-mail: the questions are filled in for you.',
  'Our contractor relations team reviews your licenses, insurance and service area.',
  'Sign the service agreement and set up your account.',
  'Start receiving work orders in your trades and cities.',
];

export function ContractorsPage() {
  const benefitsId = useId();
  const stepsId = useId();
  const mailto = contractorApplicationMailto(brand.contractorApplicationsEmail);
  usePageMeta({
    title: CONTRACTORS_HEADING,
    description:
      `Join the ${brand.name} contractor network: steady work orders, major parts supplied and labor paid, in ` +
      'Arizona, Idaho, Nevada, Oregon, Texas and Utah.',
    canonical: '/contractors',
  });
  useHashScroll(SCROLL);

  return (
    <>
      <Hero
        title={CONTRACTORS_HEADING}
        eyebrow="For plumbing, electrical, HVAC and appliance pros"
        art={<ContractorIllustration className="mk-art" width={360} height={270} />}
        actions={
          <>
            <a href={mailto} className="button button--accent button--large">
              Begin Application
            </a>
            <SectionLink id="benefits" className="button button--ghost-light button--large" scroll={SCROLL}>
              See Benefits
            </SectionLink>
          </>
        }
      >
        <p>
          Grow your business with warranty customers in your area. We send the work, supply the major parts and pay your
          labor, so your technicians spend their day fixing things instead of chasing leads.
        </p>
      </Hero>

      <section id="benefits" className="mk-section" aria-labelledby={benefitsId}>
        <div className="mk-section__inner">
          <h2 id={benefitsId}>Why contractors join our network</h2>
          <ul className="mk-cards">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="mk-card">
                <Icon name={benefit.icon} size={32} className="mk-card__icon" />
                <h3 className="mk-card__title">{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section--alt" aria-labelledby={stepsId}>
        <div className="mk-section__inner">
          <div className="mk-prose">
            <h2 id={stepsId}>How to apply</h2>
            <ol className="mk-numbered">
              {STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              Partners carry at least {money(CONTRACTOR_LIABILITY_REQUIREMENT, 0)} in general liability insurance and
              hold the licenses their trade requires in each state they serve.{' '}
              <Link to="/contractors/apply">See the application questions</Link>.
            </p>
            <div className="mk-actions">
              <a href={mailto} className="button button--accent">
                Begin Application
              </a>
            </div>
            <p className="mk-muted mk-break">
              Questions first? Write to{' '}
              <a href={`mailto:${brand.contractorApplicationsEmail}`}>{brand.contractorApplicationsEmail}</a> or call{' '}
              <a href={`tel:${brand.phone}`}>{brand.phone}</a>.
            </p>
          </div>
        </div>
      </section>

      <ReviewsSection group="contractor" />
    </>
  );
}
