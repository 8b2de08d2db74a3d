/** What the site says about the company, as a row of facts. */
import { useId } from 'react';
import { Icon, type IconName } from './icons.tsx';

export const SITE_CLAIMS: readonly { icon: IconName; figure: string; text: string }[] = [
  { icon: 'home', figure: '70,000+', text: 'homeowners protected' },
  { icon: 'tag', figure: '$35/mo', text: 'plans starting from' },
  { icon: 'savings', figure: '$200', text: 'average saving per approved repair' },
  { icon: 'clock', figure: '24 hours', text: 'to assign a contractor to your claim' },
  { icon: 'gear', figure: '9,000+', text: 'parts covered; over 5,000 replaced last year' },
  { icon: 'people', figure: '200+', text: 'full-time staff' },
  { icon: 'trophy', figure: 'Best in region', text: 'in 2014, 2015, 2016, 2019 and 2020' },
];

export function SiteClaims({ heading = 'Why homeowners choose us' }: { heading?: string }) {
  const headingId = useId();
  return (
    <section className="mk-section mk-claims" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId} className="mk-claims__heading">
          {heading}
        </h2>
        <ul className="mk-claims__list">
          {SITE_CLAIMS.map((claim) => (
            <li key={claim.figure} className="mk-claims__item">
              <Icon name={claim.icon} size={28} className="mk-claims__icon" />
              <strong className="mk-claims__figure">{claim.figure}</strong>
              <span className="mk-claims__text">{claim.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
