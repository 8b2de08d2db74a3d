/**
 * /about-us: 'About Our Company', who the company is and where it serves, its executives and
 * awards (from the content API), its social accounts, a banner of four award and association logos and the
 * quote form under 'Get a Free Home Warranty Quote!'. The page opens at the top unless a hash names a part.
 */
import type { Award, Executive } from '@hw/shared';
import { useEffect, useId } from 'react';
import bestInRegion from '#web/assets/logos/best-in-region.svg';
import consumerTrust from '#web/assets/logos/consumer-trust-award.svg';
import servicesAlliance from '#web/assets/logos/home-services-alliance.svg';
import warrantyAssociation from '#web/assets/logos/western-warranty-association.svg';
import { apiUrl } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { usePageMeta } from '#web/lib/head.ts';
import { useAwards } from '../api/get-awards.ts';
import { useExecutives } from '../api/get-executives.ts';
import { Hero } from '../sections/hero.tsx';
import { HeroIllustration } from '../sections/illustrations.tsx';
import { QuoteSection } from '../sections/quote-section.tsx';
import { SiteClaims } from '../sections/site-claims.tsx';
import { useHashScroll } from '../sections/smooth-scroll.ts';
import { SocialLinks } from '../sections/social-links.tsx';

export const ABOUT_TITLE = 'About Our Company';

const LOGOS: readonly { src: string; alt: string }[] = [
  { src: bestInRegion, alt: 'Best in Region: 2014, 2015, 2016, 2019 and 2020' },
  { src: consumerTrust, alt: 'Consumer Trust Award 2025, Desert States Consumer Council' },
  { src: warrantyAssociation, alt: 'Member of the Western Home Warranty Association' },
  { src: servicesAlliance, alt: 'Accredited member of the Mountain West Home Services Alliance' },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');

function ExecutiveCard({ executive }: { executive: Executive }) {
  return (
    <li className="mk-exec">
      <span className="mk-exec__initials" aria-hidden="true">
        {initials(executive.name)}
      </span>
      <div>
        <h3 className="mk-exec__name">{executive.name}</h3>
        <p className="mk-exec__title">{executive.title}</p>
        <p>{executive.bio}</p>
      </div>
    </li>
  );
}

function AwardCard({ award }: { award: Award }) {
  return (
    <li className="mk-award">
      {award.imageUrl && (
        <img className="mk-award__badge" src={apiUrl(award.imageUrl)} alt="" width={96} height={96} loading="lazy" />
      )}
      <div>
        <p className="mk-award__year">{award.year}</p>
        <h3 className="mk-award__title">{award.title}</h3>
        <p className="mk-award__issuer">{award.issuer}</p>
      </div>
    </li>
  );
}

export function AboutPage() {
  const storyId = useId();
  const peopleId = useId();
  const awardsId = useId();
  const socialId = useId();
  const logosId = useId();
  const executives = useExecutives();
  const awards = useAwards();
  usePageMeta({
    title: ABOUT_TITLE,
    description:
      `${brand.name} protects over 70,000 homeowners in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Meet our ` +
      'leadership, see our awards and get a free quote.',
    canonical: '/about-us',
  });
  const hash = useHashScroll();
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only; a hash chosen later scrolls to its part.
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, behavior: 'auto' });
  }, []);

  return (
    <>
      <Hero title={ABOUT_TITLE} eyebrow={brand.name} art={<HeroIllustration className="mk-art" />}>
        <p>
          For more than fifteen years we have helped families in the West keep their homes running, one furnace, water
          heater and refrigerator at a time.
        </p>
      </Hero>

      <section className="mk-section" aria-labelledby={storyId}>
        <div className="mk-section__inner">
          <div className="mk-prose">
            <h2 id={storyId}>Who we are</h2>
            <p>
              {brand.name} is a residential service contract company headquartered in {brand.mailingCity}. We cover the
              repair and replacement of the home systems and appliances that fail from normal wear and tear: heating and
              air conditioning, plumbing, electrical, water heaters and the appliances in your kitchen and laundry room.
            </p>
            <p>
              We serve homeowners, home buyers and sellers, and the real estate professionals who guide them in Arizona,
              Idaho, Nevada, Oregon, Texas and Utah. Our network of licensed local contractors knows the homes and the
              climate of each market, from Phoenix summers to Boise winters. Nationwide service is coming: we are
              building our contractor network state by state so that every new market gets the same care.
            </p>
            <p>
              {brand.name} is part of a larger family of home-services companies that includes sister home warranty
              brands. That gives us the purchasing power of a national group with the answers of a local company: our
              claims, customer care and contractor relations teams all work in-house.
            </p>
          </div>
        </div>
      </section>

      <SiteClaims heading="The company in figures" />

      <section className="mk-section mk-section--alt" aria-labelledby={peopleId}>
        <div className="mk-section__inner">
          <h2 id={peopleId}>Our leadership</h2>
          {executives.isPending && <p className="mk-muted">Loading…</p>}
          {executives.isError && !executives.data && (
            <p className="mk-muted">Our leadership team could not be loaded just now. Please try again later.</p>
          )}
          {executives.data && (
            <ul className="mk-execs">
              {executives.data.map((executive) => (
                <ExecutiveCard key={executive.id} executive={executive} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="mk-section" aria-labelledby={awardsId}>
        <div className="mk-section__inner">
          <h2 id={awardsId}>Awards and recognition</h2>
          {awards.isPending && <p className="mk-muted">Loading…</p>}
          {awards.isError && !awards.data && (
            <p className="mk-muted">Our awards could not be loaded just now. Please try again later.</p>
          )}
          {awards.data && (
            <ul className="mk-awards">
              {awards.data.map((award) => (
                <AwardCard key={award.id} award={award} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="mk-logos" aria-labelledby={logosId}>
        <h2 id={logosId} className="visually-hidden">
          Awards and associations
        </h2>
        <ul className="mk-logos__list">
          {LOGOS.map((logo) => (
            <li key={logo.src}>
              <img src={logo.src} alt={logo.alt} width={240} height={120} loading="lazy" />
            </li>
          ))}
        </ul>
      </section>

      <section className="mk-section mk-section--alt" aria-labelledby={socialId}>
        <div className="mk-section__inner">
          <h2 id={socialId}>Follow us</h2>
          <p className="mk-section__intro">
            Seasonal maintenance tips, stories from our contractors and news from the company.
          </p>
          <SocialLinks />
        </div>
      </section>

      <QuoteSection />
    </>
  );
}
