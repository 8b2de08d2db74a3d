/** What the site says about the company, as a row of facts. */
import { m } from '@hw/shared/i18n';
import { useId } from 'react';
import { Icon, type IconName } from './icons.tsx';

export const SITE_CLAIMS: readonly { icon: IconName; figure: () => string; text: () => string }[] = [
  { icon: 'home', figure: m.claims_homeowners_figure, text: m.claims_homeowners_text },
  { icon: 'tag', figure: m.claims_price_figure, text: m.claims_price_text },
  { icon: 'savings', figure: m.claims_saving_figure, text: m.claims_saving_text },
  { icon: 'clock', figure: m.claims_assign_figure, text: m.claims_assign_text },
  { icon: 'gear', figure: m.claims_parts_figure, text: m.claims_parts_text },
  { icon: 'people', figure: m.claims_staff_figure, text: m.claims_staff_text },
  { icon: 'trophy', figure: m.claims_award_figure, text: m.claims_award_text },
];

export function SiteClaims({ heading = m.claims_heading() }: { heading?: string }) {
  const headingId = useId();
  return (
    <section className="mk-section mk-claims" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId} className="mk-claims__heading">
          {heading}
        </h2>
        <ul className="mk-claims__list">
          {SITE_CLAIMS.map((claim) => (
            <li key={claim.icon} className="mk-claims__item">
              <Icon name={claim.icon} size={28} className="mk-claims__icon" />
              <strong className="mk-claims__figure">{claim.figure()}</strong>
              <span className="mk-claims__text">{claim.text()}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
