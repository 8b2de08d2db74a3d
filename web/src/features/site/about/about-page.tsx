/**
 * /about-us: 'About Our Company', who the company is and where it serves, its executives and
 * awards (from the content API), its social accounts, a banner of four award and association logos and the
 * quote form under 'Get a Free Home Warranty Quote!'. The page opens at the top unless a hash names a part.
 */
import type { Award, Executive } from '@hw/shared';
import { m } from '@hw/shared/i18n';
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

const LOGOS: readonly { src: string; alt: () => string }[] = [
  { src: bestInRegion, alt: m.about_logo_best_in_region },
  { src: consumerTrust, alt: m.about_logo_consumer_trust },
  { src: warrantyAssociation, alt: m.about_logo_warranty_association },
  { src: servicesAlliance, alt: m.about_logo_services_alliance },
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
    <li className="mk-exec" lang="en">
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
    <li className="mk-award" lang="en">
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
  const title = m.about_title();
  usePageMeta({ title, description: m.about_description({ brand: brand.name }), canonical: '/about-us' });
  const hash = useHashScroll();
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only; a hash chosen later scrolls to its part.
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, behavior: 'auto' });
  }, []);

  return (
    <>
      <Hero title={title} eyebrow={brand.name} art={<HeroIllustration className="mk-art" />}>
        <p>{m.about_intro()}</p>
      </Hero>

      <section className="mk-section" aria-labelledby={storyId}>
        <div className="mk-section__inner">
          <div className="mk-prose">
            <h2 id={storyId}>{m.about_story_heading()}</h2>
            <p>{m.about_story_what({ brand: brand.name, city: brand.mailingCity })}</p>
            <p>{m.about_story_where()}</p>
            <p>{m.about_story_family({ brand: brand.name })}</p>
          </div>
        </div>
      </section>

      <SiteClaims heading={m.about_figures_heading()} />

      <section className="mk-section mk-section--alt" aria-labelledby={peopleId}>
        <div className="mk-section__inner">
          <h2 id={peopleId}>{m.about_leadership_heading()}</h2>
          {executives.isPending && <p className="mk-muted">{m.about_loading()}</p>}
          {executives.isError && !executives.data && <p className="mk-muted">{m.about_leadership_failed()}</p>}
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
          <h2 id={awardsId}>{m.about_awards_heading()}</h2>
          {awards.isPending && <p className="mk-muted">{m.about_loading()}</p>}
          {awards.isError && !awards.data && <p className="mk-muted">{m.about_awards_failed()}</p>}
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
          {m.about_logos_heading()}
        </h2>
        <ul className="mk-logos__list">
          {LOGOS.map((logo) => (
            <li key={logo.src}>
              <img src={logo.src} alt={logo.alt()} width={240} height={120} loading="lazy" />
            </li>
          ))}
        </ul>
      </section>

      <section className="mk-section mk-section--alt" aria-labelledby={socialId}>
        <div className="mk-section__inner">
          <h2 id={socialId}>{m.about_follow_heading()}</h2>
          <p className="mk-section__intro">{m.about_follow_intro()}</p>
          <SocialLinks />
        </div>
      </section>

      <QuoteSection />
    </>
  );
}
